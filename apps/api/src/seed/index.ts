import { ALL_PERMISSIONS, permissionGroup } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { SeedMode } from '../config.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import { nowIso } from '../lib/time.ts';
import { privateDirBeside } from '../plugins/private-files.ts';
import type { DB } from '../db/schema.ts';
import { searchText } from '../db/search.ts';
import { seedAdsBase, seedAdsDemo } from './ads.ts';
import { seedCatalogueDemo } from './marketplace.ts';
import { AREA_SEEDS } from './areas/index.ts';
import { demoStaff } from './areas/shared.ts';
import { seedMoneyBase, seedMoneyDemo } from './money.ts';
import { DEMO_USERS, STAFF_PASSWORD, generatedStaff } from './demo-users.ts';
import { DEMO_ROLES, FULL_ACCESS_ROLE, PERMISSION_DISPLAY_NAMES } from './permissions.ts';
import { DEFAULT_PROVINCE_SORT, PROVINCES, PROVINCE_SORT, provinceTags } from './provinces.ts';

export type { SeedMode };

/** Demo data is dated from here, so every run writes the same rows. */
const DEMO_EPOCH = Date.UTC(2024, 0, 15, 2, 0, 0);
const demoTime = (days: number) => new Date(DEMO_EPOCH + days * 86_400_000).toISOString();

/**
 * Base data (permissions, the full-access role, locations) is completed on every start, so a new
 * contract permission appears by itself; demo roles and users only go into a database without users.
 */
export async function seedDatabase(
  db: Kysely<DB>,
  mode: SeedMode,
  hasher: PasswordHasher,
  options: { uploadsDir?: string } = {},
): Promise<void> {
  if (mode === false) return;
  await db.transaction().execute(async (trx) => {
    await seedPermissions(trx);
    await seedFullAccessRole(trx);
    await seedLocations(trx);
    await seedMoneyBase(trx);
    await seedAdsBase(trx);
  });
  if (mode === 'demo') {
    await seedDemo(db, hasher);
    for (const seed of DEMO_SEEDS) await seed(db, options);
  }
}

/** An area's demo data, written after the demo users into a database that has none of it yet. */
type DemoSeed = (db: Kysely<DB>, options: { uploadsDir?: string }) => Promise<void>;

/** The areas' demo seeds, in order (an area after those it points to): a new area adds its line. */
const DEMO_SEEDS: DemoSeed[] = [
  // The demo catalogue (products, stores, vehicles …) and its pictures.
  async (db, { uploadsDir }) => {
    if (uploadsDir) await seedCatalogueDemo(db, uploadsDir);
  },
  // News, pages, banners, pop-ups, events, FAQs, partners, leads, reviews: one file per area in areas/.
  (db, { uploadsDir }) => seedAreas(db, uploadsDir),
  // Transactions, loans, paperwork, e-contracts, disbursements, cash loans (private files beside the uploads).
  (db, { uploadsDir }) => seedMoneyDemo(db, uploadsDir && privateDirBeside(uploadsDir)),
  // Ads wallets with 90 days of history, cash and Alepay orders, campaigns.
  (db) => seedAdsDemo(db),
];

/**
 * The areas' demo rows (seed/areas/NN-<area>.ts, found by their names): only into a database whose
 * news and pages are empty, so an existing database keeps what its staff wrote. Pictures go to
 * `uploadsDir` when given.
 */
async function seedAreas(db: Kysely<DB>, uploadsDir?: string): Promise<void> {
  const pages = await db.selectFrom('pages').select('id').limit(1).executeTakeFirst();
  const news = await db.selectFrom('news').select('id').limit(1).executeTakeFirst();
  if (pages || news) return;
  const staff = await demoStaff(db);
  await db.transaction().execute(async (trx) => {
    for (const seed of AREA_SEEDS) await seed(trx, { ...staff, uploadsDir });
  });
}

async function seedPermissions(db: Kysely<DB>) {
  const existing = new Set((await db.selectFrom('permissions').select('name').execute()).map((p) => p.name));
  const missing = ALL_PERMISSIONS.filter((name) => !existing.has(name));
  if (missing.length === 0) return;
  await db
    .insertInto('permissions')
    .values(
      missing.map((name) => ({ name, display_name: PERMISSION_DISPLAY_NAMES[name], group_key: permissionGroup(name) })),
    )
    .execute();
}

async function seedFullAccessRole(db: Kysely<DB>) {
  const full = await db.selectFrom('roles').select('id').where('role_has_permission', '=', 1).executeTakeFirst();
  if (full) return;
  const now = nowIso();
  await db
    .insertInto('roles')
    .values({ ...FULL_ACCESS_ROLE, role_has_permission: 1, created_at: now, updated_at: now })
    .execute();
}

async function seedLocations(db: Kysely<DB>) {
  const any = await db.selectFrom('locations').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('locations')
    .values(
      PROVINCES.map((p) => ({
        id: p.id,
        name: p.name,
        sort_num: PROVINCE_SORT[p.id] ?? DEFAULT_PROVINCE_SORT,
        tags: JSON.stringify(provinceTags(p.region)),
      })),
    )
    .execute();
}

async function seedDemo(db: Kysely<DB>, hasher: PasswordHasher) {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;
  // Hash before the transaction: SQLite holds one writer while it is open.
  const hashes = new Map<string, string>();
  for (const password of [...DEMO_USERS.map((u) => u.password), STAFF_PASSWORD]) {
    if (!hashes.has(password)) hashes.set(password, await hasher.hash(password));
  }
  await db.transaction().execute(async (trx) => {
    const permissionIds = new Map(
      (await trx.selectFrom('permissions').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
    );
    const roleIds = new Map<string, number>();
    for (const role of await trx.selectFrom('roles').select(['id', 'name']).execute()) roleIds.set(role.name, role.id);
    for (const [index, role] of DEMO_ROLES.entries()) {
      if (roleIds.has(role.name)) continue;
      const { id } = await trx
        .insertInto('roles')
        .values({
          name: role.name,
          display_name: role.display_name,
          role_has_permission: 0,
          created_at: demoTime(index),
          updated_at: demoTime(index),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds.set(role.name, id);
      await trx
        .insertInto('role_permissions')
        .values(role.permissions.map((name) => ({ role_id: id, permission_id: permissionIds.get(name)! })))
        .execute();
    }

    const staff = generatedStaff();
    const people = [
      ...DEMO_USERS.map((u, i) => ({
        username: u.username,
        full_name: u.full_name,
        nickname: u.nickname,
        phone: `0912${String(100000 + i * 1111).slice(0, 6)}`,
        status: 'active' as const,
        first_login: u.first_login ?? 0,
        password_hash: hashes.get(u.password)!,
        roles: u.roles,
        created_at: demoTime(10 + i),
      })),
      ...staff.map((s) => ({
        username: s.username,
        full_name: s.full_name,
        nickname: null,
        phone: s.phone,
        status: s.status,
        first_login: 0,
        password_hash: hashes.get(STAFF_PASSWORD)!,
        roles: s.roles,
        created_at: demoTime(30 + s.dayOffset),
      })),
    ];
    for (const person of people) {
      const email = `${person.username}@example.com`;
      const { id } = await trx
        .insertInto('users')
        .values({
          username: person.username,
          email,
          password_hash: person.password_hash,
          full_name: person.full_name,
          nickname: person.nickname,
          phone: person.phone,
          status: person.status,
          first_login: person.first_login,
          search_text: searchText(person.username, email, person.full_name, person.nickname),
          created_at: person.created_at,
          updated_at: person.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_roles')
        .values(person.roles.map((name) => ({ user_id: id, role_id: roleIds.get(name)! })))
        .execute();
    }
  });
}
