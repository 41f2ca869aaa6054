/**
 * The demo catalogue's fixed facts: real motorbike brands and models sold in Vietnam, by category
 * (1 scooter, 2 gear, 3 pkl, 4 electric), with a typical new price in VND, and the spec attributes.
 */
export interface ModelSeed {
  name: string;
  type: 1 | 2 | 3 | 4;
  /** Typical new price of the base trim, VND. */
  price: number;
  /** Engine displacement in cc (0 for electric). */
  cc: number;
}

/**
 * Brand lines (`name | country`) each followed by its models, indented (`name | category | price in
 * millions of VND | cc`), in the order they are seeded.
 */
const MODEL_TABLE = `
Honda | Nhật Bản
  Vision | 1 | 31 | 110
  Air Blade | 1 | 42 | 125
  SH | 1 | 82 | 160
  SH Mode | 1 | 57 | 125
  Lead | 1 | 40 | 125
  Wave Alpha | 2 | 18 | 110
  Wave RSX | 2 | 22 | 110
  Future | 2 | 31 | 125
  Winner X | 2 | 46 | 150
  CBR150R | 2 | 72 | 150
  Rebel 500 | 3 | 181 | 471
  CB650R | 3 | 254 | 649
Yamaha | Nhật Bản
  Exciter | 2 | 48 | 155
  Sirius | 2 | 21 | 110
  Jupiter | 2 | 29 | 115
  Grande | 1 | 46 | 125
  Janus | 1 | 29 | 125
  NVX | 1 | 53 | 155
  Latte | 1 | 38 | 125
  YZF-R15 | 2 | 78 | 155
  MT-15 | 2 | 69 | 155
  YZF-R3 | 3 | 132 | 321
  MT-09 | 3 | 319 | 890
Suzuki | Nhật Bản
  Raider R150 | 2 | 51 | 150
  Satria F150 | 2 | 53 | 150
  Axelo | 2 | 30 | 125
  GSX-R150 | 2 | 72 | 150
  GSX-S1000 | 3 | 389 | 999
  Burgman Street | 1 | 48 | 125
Piaggio | Ý
  Liberty | 1 | 57 | 125
  Medley | 1 | 95 | 150
  Beverly | 1 | 135 | 300
Vespa | Ý
  Sprint | 1 | 78 | 125
  Primavera | 1 | 76 | 125
  GTS | 1 | 140 | 300
VinFast | Việt Nam
  Evo200 | 4 | 22 | 0
  Klara S | 4 | 36 | 0
  Feliz S | 4 | 30 | 0
  Vento S | 4 | 50 | 0
  Theon S | 4 | 63 | 0
Kawasaki | Nhật Bản
  Z1000 | 3 | 439 | 1043
  Ninja 400 | 3 | 163 | 399
  Ninja ZX-10R | 3 | 729 | 998
  Z650 | 3 | 199 | 649
  W175 | 2 | 70 | 177
SYM | Đài Loan
  Attila | 1 | 32 | 125
  Elegant | 2 | 16 | 110
  Galaxy | 2 | 19 | 115
Kymco | Đài Loan
  Like | 1 | 34 | 125
  Many | 1 | 27 | 110
  K-Pipe | 2 | 29 | 125
Ducati | Ý
  Monster | 3 | 439 | 937
  Panigale V4 | 3 | 1050 | 1103
  Scrambler | 3 | 309 | 803
`;

function brandsOf(table: string): { name: string; country: string; models: ModelSeed[] }[] {
  const brands: { name: string; country: string; models: ModelSeed[] }[] = [];
  for (const line of table.split('\n').filter((l) => l.trim() !== '')) {
    const cells = line.split('|').map((c) => c.trim());
    if (!line.startsWith(' ')) brands.push({ name: cells[0], country: cells[1], models: [] });
    else
      brands[brands.length - 1].models.push({
        name: cells[0],
        type: Number(cells[1]) as ModelSeed['type'],
        price: Number(cells[2]) * 1_000_000,
        cc: Number(cells[3]),
      });
  }
  return brands;
}

export const BRANDS: readonly { name: string; country: string; models: ModelSeed[] }[] = brandsOf(MODEL_TABLE);

/** Trim names by category; each model gets two or three, a year apart. */
export const TRIMS: Record<1 | 2 | 3 | 4, readonly { name: string; factor: number }[]> = {
  1: [
    { name: 'Tiêu chuẩn', factor: 1 },
    { name: 'Đặc biệt', factor: 1.06 },
    { name: 'Cao cấp', factor: 1.12 },
  ],
  2: [
    { name: 'Phanh cơ', factor: 1 },
    { name: 'Phanh đĩa', factor: 1.05 },
    { name: 'ABS', factor: 1.15 },
  ],
  3: [
    { name: 'Standard', factor: 1 },
    { name: 'ABS', factor: 1.08 },
  ],
  4: [
    { name: 'Tiêu chuẩn', factor: 1 },
    { name: 'Pin LFP', factor: 1.1 },
  ],
};

export const SPECS: readonly {
  name: string;
  unit: string | null;
  input_type: 'number' | 'text' | 'select';
  options?: string[];
}[] = [
  { name: 'Dung tích xi-lanh', unit: 'cc', input_type: 'number' },
  {
    name: 'Loại động cơ',
    unit: null,
    input_type: 'select',
    options: ['Xăng, 4 thì, xi-lanh đơn', 'Xăng, 2 xi-lanh', 'Xăng, 4 xi-lanh', 'Động cơ điện'],
  },
  { name: 'Công suất tối đa', unit: 'kW', input_type: 'number' },
  { name: 'Khối lượng', unit: 'kg', input_type: 'number' },
  { name: 'Dung tích bình xăng', unit: 'l', input_type: 'number' },
  { name: 'Chiều cao yên', unit: 'mm', input_type: 'number' },
  { name: 'Phanh', unit: null, input_type: 'select', options: ['Phanh cơ', 'Phanh đĩa', 'Phanh đĩa ABS'] },
  { name: 'Quãng đường mỗi lần sạc', unit: 'km', input_type: 'number' },
];

export const COLORS = ['Đỏ', 'Đen', 'Trắng', 'Xám', 'Xanh dương', 'Bạc', 'Vàng', 'Xanh lá'] as const;

/** Colours of the generated demo pictures, one per entry of COLORS. */
export const PICTURE_COLORS = ['#c62828', '#212121', '#eceff1', '#607d8b', '#1565c0', '#b0bec5', '#f9a825', '#2e7d32'];

export const FAMILY_NAMES = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
export const MIDDLE_NAMES = ['Văn', 'Thị', 'Minh', 'Thanh', 'Quốc', 'Ngọc', 'Đức', 'Hữu', 'Thu', 'Gia'];
export const GIVEN_NAMES = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hùng',
  'Khánh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Nga',
  'Phong',
  'Phúc',
  'Quân',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trang',
  'Tuấn',
  'Vy',
  'Yến',
];

export const STORE_WORDS = [
  'Thành Công',
  'Minh Long',
  'Phát Đạt',
  'Hưng Thịnh',
  'Tuấn Anh',
  'Hoàng Gia',
  'An Khang',
  'Việt Tiến',
  'Đại Phát',
  'Kim Ngân',
  'Phú Quý',
  'Sài Gòn',
  'Thủ Đô',
  'Nam Việt',
  'Bảo Ngọc',
  'Trường Thịnh',
];
export const STORE_KINDS = ['Xe máy', 'Cửa hàng xe', 'Head', 'Showroom xe', 'Xe cũ'];

export const TITLE_PHRASES = [
  'chính chủ',
  'xe máy đẹp như mới',
  'bán gấp',
  'máy êm, giấy tờ đầy đủ',
  'ít đi, còn bảo hành',
  'biển số đẹp',
  'xe gia đình dùng kỹ',
  'bao test máy',
];

export const BLOCK_REASONS = [
  'Ảnh không đúng xe thật',
  'Giá không hợp lý',
  'Thông tin giấy tờ không khớp',
  'Tin đăng trùng lặp',
];

export const STREETS = [
  'Nguyễn Trãi',
  'Lê Lợi',
  'Trần Hưng Đạo',
  'Hai Bà Trưng',
  'Lý Thường Kiệt',
  'Điện Biên Phủ',
  'Cách Mạng Tháng Tám',
  'Nguyễn Văn Cừ',
  'Phạm Văn Đồng',
  'Quang Trung',
];

export const BANKS = [
  'Vietcombank',
  'VietinBank',
  'BIDV',
  'Techcombank',
  'MB Bank',
  'ACB',
  'VPBank',
  'Sacombank',
  'TPBank',
];

export const SERVICE_PACKAGES = [
  {
    code: 'MCN-BASIC-6',
    name: 'Bảo dưỡng cơ bản 6 tháng',
    months: 6,
    services_count: 2,
    price: 390_000,
    description: 'Thay dầu, kiểm tra phanh, lốp và điện',
  },
  {
    code: 'MCN-STD-12',
    name: 'Bảo dưỡng tiêu chuẩn 12 tháng',
    months: 12,
    services_count: 4,
    price: 890_000,
    description: 'Bốn lần bảo dưỡng định kỳ, vệ sinh nồi và kim phun',
  },
  {
    code: 'MCN-PLUS-24',
    name: 'Chăm sóc toàn diện 24 tháng',
    months: 24,
    services_count: 8,
    price: 1_690_000,
    description: 'Tám lần bảo dưỡng, ưu đãi phụ tùng 10%',
  },
  {
    code: 'MCN-EV-12',
    name: 'Gói xe điện 12 tháng',
    months: 12,
    services_count: 3,
    price: 590_000,
    description: 'Kiểm tra pin, động cơ điện và hệ thống sạc',
  },
] as const;
