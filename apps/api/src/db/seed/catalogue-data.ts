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

export const BRANDS: readonly { name: string; country: string; models: ModelSeed[] }[] = [
  {
    name: 'Honda',
    country: 'Nhật Bản',
    models: [
      { name: 'Vision', type: 1, price: 31_000_000, cc: 110 },
      { name: 'Air Blade', type: 1, price: 42_000_000, cc: 125 },
      { name: 'SH', type: 1, price: 82_000_000, cc: 160 },
      { name: 'SH Mode', type: 1, price: 57_000_000, cc: 125 },
      { name: 'Lead', type: 1, price: 40_000_000, cc: 125 },
      { name: 'Wave Alpha', type: 2, price: 18_000_000, cc: 110 },
      { name: 'Wave RSX', type: 2, price: 22_000_000, cc: 110 },
      { name: 'Future', type: 2, price: 31_000_000, cc: 125 },
      { name: 'Winner X', type: 2, price: 46_000_000, cc: 150 },
      { name: 'CBR150R', type: 2, price: 72_000_000, cc: 150 },
      { name: 'Rebel 500', type: 3, price: 181_000_000, cc: 471 },
      { name: 'CB650R', type: 3, price: 254_000_000, cc: 649 },
    ],
  },
  {
    name: 'Yamaha',
    country: 'Nhật Bản',
    models: [
      { name: 'Exciter', type: 2, price: 48_000_000, cc: 155 },
      { name: 'Sirius', type: 2, price: 21_000_000, cc: 110 },
      { name: 'Jupiter', type: 2, price: 29_000_000, cc: 115 },
      { name: 'Grande', type: 1, price: 46_000_000, cc: 125 },
      { name: 'Janus', type: 1, price: 29_000_000, cc: 125 },
      { name: 'NVX', type: 1, price: 53_000_000, cc: 155 },
      { name: 'Latte', type: 1, price: 38_000_000, cc: 125 },
      { name: 'YZF-R15', type: 2, price: 78_000_000, cc: 155 },
      { name: 'MT-15', type: 2, price: 69_000_000, cc: 155 },
      { name: 'YZF-R3', type: 3, price: 132_000_000, cc: 321 },
      { name: 'MT-09', type: 3, price: 319_000_000, cc: 890 },
    ],
  },
  {
    name: 'Suzuki',
    country: 'Nhật Bản',
    models: [
      { name: 'Raider R150', type: 2, price: 51_000_000, cc: 150 },
      { name: 'Satria F150', type: 2, price: 53_000_000, cc: 150 },
      { name: 'Axelo', type: 2, price: 30_000_000, cc: 125 },
      { name: 'GSX-R150', type: 2, price: 72_000_000, cc: 150 },
      { name: 'GSX-S1000', type: 3, price: 389_000_000, cc: 999 },
      { name: 'Burgman Street', type: 1, price: 48_000_000, cc: 125 },
    ],
  },
  {
    name: 'Piaggio',
    country: 'Ý',
    models: [
      { name: 'Liberty', type: 1, price: 57_000_000, cc: 125 },
      { name: 'Medley', type: 1, price: 95_000_000, cc: 150 },
      { name: 'Beverly', type: 1, price: 135_000_000, cc: 300 },
    ],
  },
  {
    name: 'Vespa',
    country: 'Ý',
    models: [
      { name: 'Sprint', type: 1, price: 78_000_000, cc: 125 },
      { name: 'Primavera', type: 1, price: 76_000_000, cc: 125 },
      { name: 'GTS', type: 1, price: 140_000_000, cc: 300 },
    ],
  },
  {
    name: 'VinFast',
    country: 'Việt Nam',
    models: [
      { name: 'Evo200', type: 4, price: 22_000_000, cc: 0 },
      { name: 'Klara S', type: 4, price: 36_000_000, cc: 0 },
      { name: 'Feliz S', type: 4, price: 30_000_000, cc: 0 },
      { name: 'Vento S', type: 4, price: 50_000_000, cc: 0 },
      { name: 'Theon S', type: 4, price: 63_000_000, cc: 0 },
    ],
  },
  {
    name: 'Kawasaki',
    country: 'Nhật Bản',
    models: [
      { name: 'Z1000', type: 3, price: 439_000_000, cc: 1043 },
      { name: 'Ninja 400', type: 3, price: 163_000_000, cc: 399 },
      { name: 'Ninja ZX-10R', type: 3, price: 729_000_000, cc: 998 },
      { name: 'Z650', type: 3, price: 199_000_000, cc: 649 },
      { name: 'W175', type: 2, price: 70_000_000, cc: 177 },
    ],
  },
  {
    name: 'SYM',
    country: 'Đài Loan',
    models: [
      { name: 'Attila', type: 1, price: 32_000_000, cc: 125 },
      { name: 'Elegant', type: 2, price: 16_000_000, cc: 110 },
      { name: 'Galaxy', type: 2, price: 19_000_000, cc: 115 },
    ],
  },
  {
    name: 'Kymco',
    country: 'Đài Loan',
    models: [
      { name: 'Like', type: 1, price: 34_000_000, cc: 125 },
      { name: 'Many', type: 1, price: 27_000_000, cc: 110 },
      { name: 'K-Pipe', type: 2, price: 29_000_000, cc: 125 },
    ],
  },
  {
    name: 'Ducati',
    country: 'Ý',
    models: [
      { name: 'Monster', type: 3, price: 439_000_000, cc: 937 },
      { name: 'Panigale V4', type: 3, price: 1_050_000_000, cc: 1103 },
      { name: 'Scrambler', type: 3, price: 309_000_000, cc: 803 },
    ],
  },
];

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
