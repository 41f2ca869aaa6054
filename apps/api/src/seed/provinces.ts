import type { LOCATION_REGIONS } from '@admin/contract';

type Region = (typeof LOCATION_REGIONS)[number];

/** Regions north of the Hải Vân pass count as 'northern', the rest as 'southern' (docs/domain.md). */
export const NORTHERN_REGIONS: readonly Region[] = ['tay_bac_bo', 'dong_bac_bo', 'db_song_hong', 'bac_trung_bo'];

/** Sort order of spec section 3: Hà Nội 1, Hồ Chí Minh 2, every other province 99. */
export const PROVINCE_SORT: Record<number, number> = { 1: 1, 79: 2 };
export const DEFAULT_PROVINCE_SORT = 99;

/** The 63 provinces and centrally-run cities (before the 2025 merger), by GSO code. */
export const PROVINCES: readonly { id: number; name: string; region: Region }[] = [
  { id: 1, name: 'Hà Nội', region: 'db_song_hong' },
  { id: 2, name: 'Hà Giang', region: 'dong_bac_bo' },
  { id: 4, name: 'Cao Bằng', region: 'dong_bac_bo' },
  { id: 6, name: 'Bắc Kạn', region: 'dong_bac_bo' },
  { id: 8, name: 'Tuyên Quang', region: 'dong_bac_bo' },
  { id: 10, name: 'Lào Cai', region: 'dong_bac_bo' },
  { id: 11, name: 'Điện Biên', region: 'tay_bac_bo' },
  { id: 12, name: 'Lai Châu', region: 'tay_bac_bo' },
  { id: 14, name: 'Sơn La', region: 'tay_bac_bo' },
  { id: 15, name: 'Yên Bái', region: 'dong_bac_bo' },
  { id: 17, name: 'Hòa Bình', region: 'tay_bac_bo' },
  { id: 19, name: 'Thái Nguyên', region: 'dong_bac_bo' },
  { id: 20, name: 'Lạng Sơn', region: 'dong_bac_bo' },
  { id: 22, name: 'Quảng Ninh', region: 'dong_bac_bo' },
  { id: 24, name: 'Bắc Giang', region: 'dong_bac_bo' },
  { id: 25, name: 'Phú Thọ', region: 'dong_bac_bo' },
  { id: 26, name: 'Vĩnh Phúc', region: 'db_song_hong' },
  { id: 27, name: 'Bắc Ninh', region: 'db_song_hong' },
  { id: 30, name: 'Hải Dương', region: 'db_song_hong' },
  { id: 31, name: 'Hải Phòng', region: 'db_song_hong' },
  { id: 33, name: 'Hưng Yên', region: 'db_song_hong' },
  { id: 34, name: 'Thái Bình', region: 'db_song_hong' },
  { id: 35, name: 'Hà Nam', region: 'db_song_hong' },
  { id: 36, name: 'Nam Định', region: 'db_song_hong' },
  { id: 37, name: 'Ninh Bình', region: 'db_song_hong' },
  { id: 38, name: 'Thanh Hóa', region: 'bac_trung_bo' },
  { id: 40, name: 'Nghệ An', region: 'bac_trung_bo' },
  { id: 42, name: 'Hà Tĩnh', region: 'bac_trung_bo' },
  { id: 44, name: 'Quảng Bình', region: 'bac_trung_bo' },
  { id: 45, name: 'Quảng Trị', region: 'bac_trung_bo' },
  { id: 46, name: 'Thừa Thiên Huế', region: 'bac_trung_bo' },
  { id: 48, name: 'Đà Nẵng', region: 'nam_trung_bo' },
  { id: 49, name: 'Quảng Nam', region: 'nam_trung_bo' },
  { id: 51, name: 'Quảng Ngãi', region: 'nam_trung_bo' },
  { id: 52, name: 'Bình Định', region: 'nam_trung_bo' },
  { id: 54, name: 'Phú Yên', region: 'nam_trung_bo' },
  { id: 56, name: 'Khánh Hòa', region: 'nam_trung_bo' },
  { id: 58, name: 'Ninh Thuận', region: 'nam_trung_bo' },
  { id: 60, name: 'Bình Thuận', region: 'nam_trung_bo' },
  { id: 62, name: 'Kon Tum', region: 'tay_nguyen' },
  { id: 64, name: 'Gia Lai', region: 'tay_nguyen' },
  { id: 66, name: 'Đắk Lắk', region: 'tay_nguyen' },
  { id: 67, name: 'Đắk Nông', region: 'tay_nguyen' },
  { id: 68, name: 'Lâm Đồng', region: 'tay_nguyen' },
  { id: 70, name: 'Bình Phước', region: 'dong_nam_bo' },
  { id: 72, name: 'Tây Ninh', region: 'dong_nam_bo' },
  { id: 74, name: 'Bình Dương', region: 'dong_nam_bo' },
  { id: 75, name: 'Đồng Nai', region: 'dong_nam_bo' },
  { id: 77, name: 'Bà Rịa - Vũng Tàu', region: 'dong_nam_bo' },
  { id: 79, name: 'Hồ Chí Minh', region: 'dong_nam_bo' },
  { id: 80, name: 'Long An', region: 'db_song_cuu_long' },
  { id: 82, name: 'Tiền Giang', region: 'db_song_cuu_long' },
  { id: 83, name: 'Bến Tre', region: 'db_song_cuu_long' },
  { id: 84, name: 'Trà Vinh', region: 'db_song_cuu_long' },
  { id: 86, name: 'Vĩnh Long', region: 'db_song_cuu_long' },
  { id: 87, name: 'Đồng Tháp', region: 'db_song_cuu_long' },
  { id: 89, name: 'An Giang', region: 'db_song_cuu_long' },
  { id: 91, name: 'Kiên Giang', region: 'db_song_cuu_long' },
  { id: 92, name: 'Cần Thơ', region: 'db_song_cuu_long' },
  { id: 93, name: 'Hậu Giang', region: 'db_song_cuu_long' },
  { id: 94, name: 'Sóc Trăng', region: 'db_song_cuu_long' },
  { id: 95, name: 'Bạc Liêu', region: 'db_song_cuu_long' },
  { id: 96, name: 'Cà Mau', region: 'db_song_cuu_long' },
];

export function provinceTags(region: Region): string[] {
  return [NORTHERN_REGIONS.includes(region) ? 'northern' : 'southern', region];
}
