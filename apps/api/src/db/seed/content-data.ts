/**
 * Demo content of the content and marketing area: a motorbike marketplace's news, pages, banners,
 * pop-ups, events, FAQs, partners, leads and reviews, in Vietnamese. Plain data; content.ts writes it.
 */

export const NEWS_CATEGORIES = [
  { name: 'Thị trường xe máy', slug: 'thi-truong-xe-may', description: 'Giá xe, doanh số và xu hướng thị trường' },
  { name: 'Đánh giá xe', slug: 'danh-gia-xe', description: 'Lái thử và đánh giá chi tiết các mẫu xe' },
  { name: 'Kinh nghiệm mua bán', slug: 'kinh-nghiem-mua-ban', description: 'Mẹo mua bán xe cũ an toàn' },
  { name: 'Bảo dưỡng & sửa chữa', slug: 'bao-duong-sua-chua', description: 'Chăm sóc xe đúng cách' },
  { name: 'Xe điện', slug: 'xe-dien', description: 'Xe máy điện và hạ tầng sạc' },
  { name: 'Khuyến mãi', slug: 'khuyen-mai', description: 'Ưu đãi trên sàn và từ đối tác', status: 0 },
] as const;

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

export const COMMENT_AUTHORS = [
  'Nguyễn Văn Hùng',
  'Trần Thị Mai',
  'Lê Quốc Bảo',
  'Phạm Minh Tuấn',
  'Hoàng Thu Trang',
  'Vũ Đức Anh',
  'Đặng Ngọc Hân',
  'Bùi Thanh Sơn',
];

export const COMMENT_TEXTS = [
  'Bài viết rất hữu ích, cảm ơn tác giả!',
  'Cho mình hỏi xe này đi phố có hao xăng không?',
  'Mình vừa mua một chiếc qua sàn, thủ tục nhanh gọn.',
  'Giá này có bao gồm phí trước bạ chưa ạ?',
  'Mua ngay kẻo lỡ, liên hệ 0909xxxxxx giá rẻ nhất!!!',
  'Mong sàn có thêm bài so sánh các mẫu xe điện.',
  'Thông tin chưa chính xác, bản mới đã có ABS rồi.',
  'Xe nhà mình đi 5 năm vẫn ổn, rất đáng tiền.',
];

export const STAFF_REPLIES = [
  'Cảm ơn bạn đã quan tâm! Bạn có thể xem thêm các tin đăng đã kiểm định trên sàn.',
  'Chào bạn, giá niêm yết chưa bao gồm lệ phí trước bạ và biển số.',
];

export const PAGES = [
  { title: 'Trang chủ', slug: 'trang-chu', seo: 'Chợ xe máy cũ uy tín, kiểm định rõ ràng' },
  { title: 'Mua xe', slug: 'mua-xe', seo: 'Mua xe máy cũ đã kiểm định' },
  { title: 'Bán xe', slug: 'ban-xe', seo: 'Đăng bán xe máy nhanh, miễn phí' },
  { title: 'Tin tức', slug: 'tin-tuc', seo: 'Tin tức xe máy mới nhất' },
  { title: 'Vay mua xe trả góp', slug: 'vay-mua-xe-tra-gop', seo: 'Vay mua xe máy lãi suất thấp' },
  { title: 'Khuyến mãi Tết', slug: 'khuyen-mai-tet', seo: 'Ưu đãi mua xe dịp Tết', status: 0 },
] as const;

/** [page index, title, description, link, position, platforms, window ('always' | 'current' | 'past'), status] */
export const BANNERS: readonly [
  number,
  string,
  string,
  string | null,
  string,
  string[],
  'always' | 'current' | 'past',
  number,
][] = [
  [
    0,
    'Mua xe cũ đã kiểm định 150 hạng mục',
    'Yên tâm chất lượng, bảo hành 6 tháng',
    '/mua-xe',
    'slider',
    ['web', 'android', 'ios'],
    'always',
    1,
  ],
  [
    0,
    'Trả góp 0% cùng HD Saison',
    'Duyệt hồ sơ trong 30 phút',
    '/vay-mua-xe-tra-gop',
    'slider',
    ['web', 'android', 'ios'],
    'current',
    1,
  ],
  [0, 'Bán xe nhanh trong 24 giờ', '', '/ban-xe', 'slider', ['web'], 'always', 1],
  [
    0,
    'Bảo hiểm xe máy Bảo Việt chỉ từ 66.000đ',
    'Mua online, nhận giấy chứng nhận ngay',
    'https://baoviet.com.vn',
    'middle',
    ['web', 'android'],
    'current',
    1,
  ],
  [
    1,
    'Xe tay ga dưới 20 triệu',
    'Hàng trăm xe Vision, Lead, Janus',
    '/mua-xe?type=1',
    'top',
    ['web', 'ios', 'android'],
    'always',
    1,
  ],
  [1, 'Xe côn tay thể thao', '', '/mua-xe?type=2', 'sidebar', ['web'], 'always', 1],
  [
    2,
    'Định giá xe miễn phí',
    'Biết giá xe của bạn trong 1 phút',
    '/ban-xe#dinh-gia',
    'top',
    ['web', 'android', 'ios'],
    'always',
    1,
  ],
  [3, 'Đọc tin xe máy mỗi ngày', '', '/tin-tuc', 'bottom', ['android', 'ios'], 'always', 0],
  [
    4,
    'So sánh gói vay VPBank, FE Credit, HD Saison',
    'Chọn gói vay phù hợp thu nhập',
    '/vay-mua-xe-tra-gop',
    'top',
    ['web'],
    'always',
    1,
  ],
  [
    5,
    'Lì xì đầu năm: giảm 500.000đ phí đăng tin',
    'Áp dụng tháng Giêng',
    '/khuyen-mai-tet',
    'slider',
    ['web', 'android', 'ios'],
    'past',
    1,
  ],
];

/** [page index, title, content, link, frequency, platforms, status] */
export const POPUPS: readonly [number, string, string | null, string | null, string, string[], number][] = [
  [0, 'Tải ứng dụng Chợ Xe', 'Nhận thông báo khi có xe đúng ý bạn', '/app', 'once', ['web'], 1],
  [0, 'Ưu đãi trả góp 0%', 'Chỉ trong tháng này', '/vay-mua-xe-tra-gop', 'daily', ['android', 'ios'], 1],
  [1, 'Đăng ký nhận tin xe mới', null, '/dang-ky', 'once', ['web', 'android', 'ios'], 0],
  [
    4,
    'Tư vấn vay miễn phí',
    'Để lại số điện thoại, chuyên viên gọi lại trong 15 phút',
    '/vay-mua-xe-tra-gop#tu-van',
    'every_visit',
    ['web'],
    1,
  ],
  [5, 'Lì xì Tết', 'Giảm 500.000đ phí đăng tin', '/khuyen-mai-tet', 'once', ['web', 'android', 'ios'], 1],
];

/** [title, seo title, summary, location, start day offset, length in days, status] */
export const EVENTS: readonly [string, string | null, string, string, number, number, number][] = [
  [
    'Ngày hội xe cũ Hà Nội',
    'Ngày hội mua bán xe máy cũ Hà Nội',
    'Hơn 500 xe kiểm định, lái thử miễn phí',
    'Cung Văn hóa Hữu Nghị, Hà Nội',
    30,
    2,
    1,
  ],
  ['Lái thử xe điện VinFast', null, 'Trải nghiệm Evo200, Feliz S và Klara S', 'Landmark 81, TP. Hồ Chí Minh', 60, 3, 1],
  [
    'Tuần lễ bảo dưỡng miễn phí',
    'Bảo dưỡng xe máy miễn phí tại trạm',
    'Kiểm tra 20 hạng mục miễn phí tại trạm của sàn',
    'Các trạm dịch vụ toàn quốc',
    90,
    7,
    1,
  ],
  [
    'Hội chợ xe côn tay Đà Nẵng',
    null,
    'Gặp gỡ cộng đồng Exciter, Winner, Raider',
    'Công viên Biển Đông, Đà Nẵng',
    120,
    2,
    1,
  ],
  [
    'Livestream định giá xe',
    'Livestream định giá xe máy trực tuyến',
    'Chuyên gia định giá xe trực tiếp cho người xem',
    'Trực tuyến',
    150,
    1,
    0,
  ],
  ['Ngày hội trả góp 0%', null, 'Duyệt vay tại chỗ cùng các công ty tài chính', 'AEON Mall Bình Dương', 200, 2, 1],
];

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

/** [name, type, website, hotline, description, active] */
export const PARTNERS: readonly [string, string, string, string, string, number][] = [
  [
    'VPBank',
    'bank',
    'https://www.vpbank.com.vn',
    '1900545415',
    'Ngân hàng TMCP Việt Nam Thịnh Vượng: vay mua xe lãi suất ưu đãi.',
    1,
  ],
  [
    'HD Saison',
    'finance',
    'https://www.hdsaison.com.vn',
    '1900558854',
    'Công ty tài chính: trả góp xe máy duyệt nhanh.',
    1,
  ],
  [
    'FE Credit',
    'finance',
    'https://fecredit.com.vn',
    '02838333888',
    'Công ty tài chính tiêu dùng: vay mua xe không cần chứng minh thu nhập.',
    1,
  ],
  ['Home Credit', 'finance', 'https://www.homecredit.vn', '19006612', 'Trả góp xe máy với lãi suất từ 0%.', 1],
  ['TPBank', 'bank', 'https://tpb.vn', '1900585885', 'Ngân hàng TMCP Tiên Phong.', 0],
  [
    'Bảo Việt',
    'insurance',
    'https://www.baoviet.com.vn',
    '1900558899',
    'Bảo hiểm trách nhiệm dân sự và vật chất xe máy.',
    1,
  ],
  ['PVI', 'insurance', 'https://www.pvi.com.vn', '1900545458', 'Bảo hiểm xe máy trực tuyến.', 1],
  ['Techcombank', 'bank', 'https://techcombank.com', '1800588822', 'Ngân hàng TMCP Kỹ Thương Việt Nam.', 1],
];

export const LEAD_FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
export const LEAD_GIVEN = [
  'Văn Nam',
  'Thị Hoa',
  'Minh Khang',
  'Thu Hà',
  'Quốc Huy',
  'Ngọc Ánh',
  'Đức Long',
  'Thanh Tâm',
  'Hải Yến',
  'Gia Bảo',
];
export const LEAD_PROVINCES = [1, 79, 48, 31, 92, 74, 75, 56, 40, 46];
export const LEAD_PRODUCTS: readonly [number, string][] = [
  [1201, 'Honda Vision 2022 Đỏ'],
  [1342, 'Yamaha Exciter 155 VVA 2023'],
  [1455, 'Honda Air Blade 125 2021'],
  [1508, 'Honda SH 160i ABS 2023'],
  [1677, 'VinFast Evo200 2023'],
  [1720, 'Suzuki Raider R150 2020'],
];
export const LEAD_MESSAGES = [
  'Tôi muốn vay trả góp 12 tháng, trả trước 30%.',
  'Gọi cho tôi sau 18h giúp nhé.',
  'Xe còn không ạ? Tôi muốn xem xe cuối tuần.',
  'Báo giá bảo hiểm vật chất cho xe tay ga.',
  null,
];

export const REVIEW_STORES: readonly [number, string][] = [
  [101, 'Cửa hàng Xe máy Minh Phát'],
  [102, 'Xe Cũ Hồng Đức'],
  [103, 'Trạm dịch vụ Chợ Xe Cầu Giấy'],
  [104, 'Honda Head Tấn Phát'],
];
export const REVIEW_TEXTS: readonly [number, string][] = [
  [5, 'Xe đúng như mô tả, cửa hàng tư vấn nhiệt tình.'],
  [4, 'Giá hợp lý, thủ tục sang tên nhanh.'],
  [5, 'Trạm kiểm tra xe rất kỹ, mình yên tâm mua.'],
  [3, 'Xe ổn nhưng giao trễ hơn hẹn một ngày.'],
  [2, 'Xe có vết trầy không được nhắc trong tin đăng.'],
  [1, 'Liên hệ mãi không ai trả lời.'],
  [4, 'Đi êm, tiết kiệm xăng, sẽ giới thiệu bạn bè.'],
  [5, 'Được hỗ trợ vay trả góp rất nhanh.'],
];
