import { foldText } from '../db/search.ts';
import { FAMILY_NAMES } from './marketplace-data.ts';

/** Demo accounts (docs/domain.md lists them); every other generated staff member signs in with STAFF_PASSWORD. */
export const DEMO_USERS: readonly {
  username: string;
  password: string;
  full_name: string;
  nickname: string | null;
  roles: string[];
  first_login?: number;
}[] = [
  { username: 'admin', password: 'admin123', full_name: 'Nguyễn Thành Công', nickname: 'Công', roles: ['super-admin'] },
  {
    username: 'editor',
    password: 'editor123',
    full_name: 'Trần Thị Mai Anh',
    nickname: 'Mai Anh',
    roles: ['content-editor'],
  },
  { username: 'news', password: 'news1234', full_name: 'Lê Hoàng Nam', nickname: null, roles: ['news-writer'] },
  { username: 'loan', password: 'loan1234', full_name: 'Phạm Thu Hà', nickname: 'Hà', roles: ['loan-officer'] },
  {
    username: 'station',
    password: 'station123',
    full_name: 'Võ Minh Tuấn',
    nickname: null,
    roles: ['station-manager'],
  },
  { username: 'ads', password: 'ads12345', full_name: 'Đặng Ngọc Lan', nickname: 'Lan', roles: ['ads-manager'] },
  {
    username: 'useradmin',
    password: 'useradmin123',
    full_name: 'Hồ Thị Thu Trang',
    nickname: 'Trang',
    roles: ['user-admin'],
  },
  {
    username: 'newbie',
    password: 'newbie123',
    full_name: 'Bùi Gia Huy',
    nickname: null,
    roles: ['news-writer'],
    first_login: 1,
  },
  {
    username: 'supervisor',
    password: 'supervisor123',
    full_name: 'Lương Quốc Bảo',
    nickname: 'Bảo',
    roles: ['loan-supervisor'],
  },
];

export const STAFF_PASSWORD = 'staff1234';

const MIDDLE = { m: ['Văn', 'Minh', 'Quốc', 'Hữu', 'Đức', 'Gia'], f: ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Minh', 'Bảo'] };
/** Given names with the middle names that go with them (m / f). */
const GIVEN: readonly [string, 'm' | 'f'][] = [
  ['An', 'm'],
  ['Bình', 'm'],
  ['Cường', 'm'],
  ['Dung', 'f'],
  ['Giang', 'f'],
  ['Hà', 'f'],
  ['Hải', 'm'],
  ['Hạnh', 'f'],
  ['Hiếu', 'm'],
  ['Hòa', 'f'],
  ['Hùng', 'm'],
  ['Hương', 'f'],
  ['Khánh', 'm'],
  ['Lan', 'f'],
  ['Linh', 'f'],
  ['Long', 'm'],
  ['Mai', 'f'],
  ['Nam', 'm'],
  ['Nga', 'f'],
  ['Phong', 'm'],
  ['Phúc', 'm'],
  ['Quân', 'm'],
  ['Quỳnh', 'f'],
  ['Sơn', 'm'],
  ['Tâm', 'f'],
  ['Thảo', 'f'],
  ['Trang', 'f'],
  ['Trung', 'm'],
  ['Tuấn', 'm'],
  ['Uyên', 'f'],
  ['Vy', 'f'],
  ['Yến', 'f'],
];
const STAFF_ROLES = ['content-editor', 'news-writer', 'loan-officer', 'station-manager', 'ads-manager', 'user-admin'];

/** 32 generated staff members, for paging; every seventh is inactive. Deterministic. */
export function generatedStaff() {
  return GIVEN.map(([given, gender], i) => {
    const family = FAMILY_NAMES[(i * 7) % FAMILY_NAMES.length];
    const middle = MIDDLE[gender][(i * 5) % MIDDLE[gender].length];
    const username = `${foldText(given)}.${foldText(family)}`;
    const roles = [STAFF_ROLES[i % STAFF_ROLES.length]];
    if (i % 5 === 4) roles.push(STAFF_ROLES[(i + 2) % STAFF_ROLES.length]);
    return {
      username,
      full_name: `${family} ${middle} ${given}`,
      phone: `09${String(10_000_000 + ((i * 7_919_131) % 89_999_999)).slice(0, 8)}`,
      status: i % 7 === 5 ? ('inactive' as const) : ('active' as const),
      roles,
      dayOffset: i * 9,
    };
  });
}
