import { slugify } from '../../lib/slug.ts';
import { searchText } from '../../db/search.ts';
import { type AreaSeed, day } from './shared.ts';

/** [category index, title, summary, status] */
export const NEWS: readonly [number, string, string, 'draft' | 'published' | 'hidden'][] = [
  [
    0,
    'Giá xe tay ga cũ tháng này: Vision và Air Blade giữ giá tốt',
    'Hai mẫu tay ga phổ thông của Honda vẫn dẫn đầu về giữ giá trên thị trường xe cũ.',
    'published',
  ],
  [
    1,
    'Đánh giá Honda Vision 2023: nhỏ gọn, tiết kiệm cho đô thị',
    'Sau 1.000 km sử dụng, Vision 2023 cho mức tiêu hao khoảng 1,9 lít/100 km.',
    'published',
  ],
  [
    2,
    '7 điều cần kiểm tra khi mua xe máy cũ',
    'Số khung, số máy, giấy tờ và lịch sử bảo dưỡng là những thứ không được bỏ qua.',
    'published',
  ],
  [3, 'Khi nào cần thay nhớt xe tay ga?', 'Lịch thay nhớt hợp lý giúp động cơ bền và tiết kiệm xăng.', 'published'],
  [
    4,
    'VinFast Evo200 và Feliz S: chọn mẫu xe điện nào đi làm?',
    'So sánh quãng đường mỗi lần sạc, giá bán và chi phí vận hành.',
    'published',
  ],
  [
    1,
    'Yamaha Exciter 155 VVA: côn tay cho người trẻ',
    'Động cơ 155cc với van biến thiên, thiết kế thể thao và hộp số 6 cấp.',
    'published',
  ],
  [
    0,
    'Doanh số xe máy quý này tăng nhẹ nhờ nhu cầu xe số',
    'Xe số giá rẻ vẫn là lựa chọn chính ở các tỉnh phía Bắc.',
    'published',
  ],
  [
    2,
    'Sang tên xe máy khác tỉnh: thủ tục và lệ phí mới nhất',
    'Hướng dẫn từng bước thủ tục rút hồ sơ gốc và đăng ký lại.',
    'published',
  ],
  [
    3,
    'Bảo dưỡng xe sau mùa mưa: những bộ phận cần chú ý',
    'Phanh, xích, bugi và hệ thống điện dễ hư hỏng sau mùa mưa.',
    'published',
  ],
  [
    1,
    'Honda SH 160i: đáng tiền ở phân khúc tay ga cao cấp?',
    'Trang bị ABS hai kênh, khóa thông minh và động cơ eSP+ 4 van.',
    'published',
  ],
  [
    4,
    'Trạm sạc xe máy điện mở rộng tại Hà Nội và TP.HCM',
    'Thêm hàng trăm điểm sạc tại chung cư và cây xăng.',
    'published',
  ],
  [
    2,
    'Vay mua xe máy trả góp: cần chuẩn bị những gì?',
    'CCCD, bằng lái và chứng minh thu nhập là đủ với nhiều công ty tài chính.',
    'published',
  ],
  [
    0,
    'Xe máy cũ dưới 15 triệu: những lựa chọn đáng cân nhắc',
    'Wave Alpha, Sirius và Future đời cũ vẫn là xe bền, dễ sửa.',
    'published',
  ],
  [3, 'Cách kiểm tra má phanh trước chuyến đi xa', 'Một vài phút kiểm tra giúp chuyến đi an toàn hơn.', 'published'],
  [
    1,
    'Suzuki Raider R150: xe côn tay mạnh nhất phân khúc?',
    'Động cơ 150cc DOHC cho cảm giác lái phấn khích.',
    'published',
  ],
  [
    2,
    'Bán xe cũ nhanh: mẹo chụp ảnh và viết tin đăng',
    'Ảnh rõ nét, đủ góc và mô tả trung thực giúp xe bán nhanh hơn.',
    'published',
  ],
  [
    4,
    'Pin xe điện dùng được bao lâu và giá thay bao nhiêu?',
    'Tuổi thọ pin lithium và chi phí thay thế ở các hãng phổ biến.',
    'published',
  ],
  [0, 'Giá xe số cũ ổn định trước mùa Tết', 'Nhu cầu về quê dịp Tết khiến xe số được tìm mua nhiều.', 'published'],
  [
    1,
    'Yamaha Grande Hybrid: tay ga tiết kiệm xăng cho phái nữ',
    'Hệ thống hybrid trợ lực khi khởi hành, cốp rộng 27 lít.',
    'hidden',
  ],
  [3, 'Tự thay bugi xe máy tại nhà trong 10 phút', 'Dụng cụ cần thiết và các bước thay bugi đúng cách.', 'published'],
  [
    5,
    'Ưu đãi trả góp 0% lãi suất cùng đối tác tài chính',
    'Áp dụng cho xe mua trên sàn, thủ tục duyệt trong ngày.',
    'hidden',
  ],
  [2, 'Nhận biết xe máy bị ngập nước trước khi mua', 'Dấu hiệu rỉ sét, ố bẩn và mùi ẩm mốc trong cốp xe.', 'draft'],
  [4, 'Xe máy điện cũ: có nên mua?', 'Những lưu ý về pin và bảo hành khi mua xe điện đã qua sử dụng.', 'draft'],
  [1, 'Honda Winner X 2024: thay đổi gì so với bản cũ?', 'Bản mới có ABS, đèn LED và màu sơn thể thao.', 'draft'],
];
export const NEWS_PARAGRAPHS = [
  'Theo khảo sát trên sàn, mẫu xe này được người mua quan tâm nhờ độ bền và chi phí sử dụng thấp.',
  'Người mua nên xem xe trực tiếp, chạy thử ít nhất 5 phút và đối chiếu giấy tờ với số khung, số máy.',
  'Các cửa hàng liên kết trên sàn đều có kiểm định 150 hạng mục trước khi đăng bán.',
  'Nếu cần hỗ trợ tài chính, người mua có thể đăng ký vay trả góp với các đối tác ngay trên trang sản phẩm.',
];

/** News articles, in their categories, by the editor and the news writer. */
export const seed: AreaSeed = async (trx, { editor, writer }) => {
  const categoryIds = (await trx.selectFrom('news_categories').select('id').orderBy('id').execute()).map((c) => c.id);
  for (const [i, [category, title, summary, status]] of NEWS.entries()) {
    const slug = slugify(title);
    const paragraphs = [summary, NEWS_PARAGRAPHS[i % 4], NEWS_PARAGRAPHS[(i + 1) % 4]];
    const content =
      `<h2>${title}</h2>` +
      paragraphs.map((p) => `<p>${p}</p>`).join('') +
      `<p>Xem thêm tại <a href="/tin-tuc">chuyên mục Tin tức</a>.</p>`;
    const created = day(10 + i, 3);
    await trx
      .insertInto('news')
      .values({
        category_id: categoryIds[category],
        title,
        slug,
        summary,
        content,
        thumbnail: null,
        status,
        published_at: status === 'draft' ? null : day(10 + i, 4),
        author_id: (i % 3 === 0 ? writer : editor)?.id ?? null,
        search_text: searchText(title, summary, slug),
        created_at: created,
        updated_at: created,
      })
      .execute();
  }
};
