import { searchText } from '../../db/search.ts';
import { type AreaSeed, day } from './shared.ts';

/** Level-1 FAQ categories, each with its level-2 children and their questions and answers. */
export const FAQ_TREE: readonly {
  name: string;
  slug: string;
  children: { name: string; slug: string; faqs: [string, string][] }[];
}[] = [
  {
    name: 'Mua xe',
    slug: 'mua-xe',
    children: [
      {
        name: 'Tìm và xem xe',
        slug: 'tim-va-xem-xe',
        faqs: [
          ['Làm sao để tìm xe theo khu vực?', 'Chọn tỉnh thành ở bộ lọc <strong>Khu vực</strong> trên trang Mua xe.'],
          ['Tôi có thể xem xe trực tiếp không?', 'Có. Bạn hẹn với người bán hoặc đến trạm của sàn để xem và lái thử.'],
          [
            'Xe "đã kiểm định" nghĩa là gì?',
            'Xe đã được kỹ thuật viên kiểm tra <em>150 hạng mục</em> và có báo cáo đi kèm.',
          ],
        ],
      },
      {
        name: 'Thanh toán',
        slug: 'thanh-toan',
        faqs: [
          ['Sàn hỗ trợ những hình thức thanh toán nào?', 'Tiền mặt, chuyển khoản và trả góp qua đối tác tài chính.'],
          ['Tiền cọc có được hoàn lại không?', 'Tiền cọc được hoàn lại nếu xe không đúng mô tả khi nhận.'],
        ],
      },
    ],
  },
  {
    name: 'Bán xe',
    slug: 'ban-xe',
    children: [
      {
        name: 'Đăng tin',
        slug: 'dang-tin',
        faqs: [
          ['Đăng tin bán xe có mất phí không?', 'Tin thường được đăng <strong>miễn phí</strong>; tin ưu tiên có phí.'],
          ['Tin đăng của tôi bị từ chối vì sao?', 'Tin thiếu ảnh thật, sai giá hoặc thiếu giấy tờ sẽ bị từ chối.'],
          ['Bao lâu tin đăng được duyệt?', 'Thông thường trong vòng 2 giờ làm việc.'],
        ],
      },
      {
        name: 'Định giá xe',
        slug: 'dinh-gia-xe',
        faqs: [
          ['Sàn định giá xe như thế nào?', 'Dựa trên đời xe, số km, tình trạng và giá giao dịch gần đây.'],
          ['Tôi có phải bán theo giá định giá không?', 'Không, giá định giá chỉ để bạn tham khảo.'],
        ],
      },
    ],
  },
  {
    name: 'Vay & trả góp',
    slug: 'vay-tra-gop',
    children: [
      {
        name: 'Điều kiện vay',
        slug: 'dieu-kien-vay',
        faqs: [
          ['Ai có thể vay mua xe trả góp?', 'Công dân Việt Nam từ 18 đến 60 tuổi, có CCCD và thu nhập ổn định.'],
          ['Cần trả trước bao nhiêu?', 'Tối thiểu 20% giá xe, tùy gói vay của từng đối tác.'],
        ],
      },
      {
        name: 'Hồ sơ và giải ngân',
        slug: 'ho-so-giai-ngan',
        faqs: [
          [
            'Hồ sơ vay gồm những gì?',
            '<ul><li>CCCD gắn chip</li><li>Bằng lái xe</li><li>Sao kê lương 3 tháng (nếu có)</li></ul>',
          ],
          [
            'Bao lâu thì được giải ngân?',
            'Sau khi ký hợp đồng, đối tác giải ngân cho người bán trong 1 ngày làm việc.',
          ],
        ],
      },
    ],
  },
  {
    name: 'Tài khoản',
    slug: 'tai-khoan',
    children: [
      {
        name: 'Đăng nhập',
        slug: 'dang-nhap',
        faqs: [
          [
            'Tôi quên mật khẩu thì làm sao?',
            'Chọn <strong>Quên mật khẩu</strong> và nhập số điện thoại để nhận mã OTP.',
          ],
          ['Có thể đổi số điện thoại đăng nhập không?', 'Có, trong mục Tài khoản &gt; Bảo mật.'],
        ],
      },
      {
        name: 'Bảo mật',
        slug: 'bao-mat',
        faqs: [
          [
            'Sàn có chia sẻ số điện thoại của tôi không?',
            'Không. Số điện thoại chỉ hiện với người mua khi bạn cho phép.',
          ],
        ],
      },
    ],
  },
];

/** FAQ categories: level 1, each with its level-2 children. */
export const seed: AreaSeed = async (trx, _context) => {
  for (const [i, top] of FAQ_TREE.entries()) {
    const { id: parentId } = await trx
      .insertInto('faq_categories')
      .values({
        name: top.name,
        slug: top.slug,
        description: null,
        level: 1,
        parent_id: null,
        sort: i + 1,
        status: 1,
        search_text: searchText(top.name, top.slug),
        created_at: day(i),
        updated_at: day(i),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [j, child] of top.children.entries()) {
      await trx
        .insertInto('faq_categories')
        .values({
          name: child.name,
          slug: child.slug,
          description: null,
          level: 2,
          parent_id: parentId,
          sort: j + 1,
          status: 1,
          search_text: searchText(child.name, child.slug),
          created_at: day(i, j + 1),
          updated_at: day(i, j + 1),
        })
        .execute();
    }
  }
};
