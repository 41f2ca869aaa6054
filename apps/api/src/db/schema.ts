import type { Generated } from 'kysely';
import type { AdsTables } from './schema-ads.ts';
import type { MarketplaceTables } from './schema-marketplace.ts';
import type { SiteTables } from './schema-site.ts';
import type { MoneyTables } from './schema-money.ts';

/** Times are ISO-8601 UTC strings on both dialects (PostgreSQL columns are timestamptz, read back as ISO). */
type Time = string;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  full_name: string | null;
  nickname: string | null;
  phone: string | null;
  avatar: string | null;
  avatar_medium: string | null;
  avatar_small: string | null;
  status: 'active' | 'inactive';
  first_login: number;
  last_login_at: Time | null;
  /** Lower-case, diacritic-free username + e-mail + names, for search. */
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  role_has_permission: number;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  group_key: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

/** A signed-in session; its refresh tokens form one rotation family. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  created_at: Time;
  last_used_at: Time;
  expires_at: Time;
  revoked_at: Time | null;
  revoked_reason: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  /** The family: every token rotated from one sign-in shares it. */
  session_id: number;
  token_hash: string;
  created_at: Time;
  expires_at: Time;
  replaced_by: number | null;
  /** When it was exchanged for its successor (null before 0004-security, and while live). */
  replaced_at: Time | null;
}

/** Failed sign-ins of one account (lower-case username, or the login typed) from one address. */
export interface SignInThrottleTable {
  username: string;
  ip: string;
  failures: Generated<number>;
  /** Bumped by every change: a change is conditional on the version read. */
  version: Generated<number>;
  last_failure_at: Time | null;
  /** The pair may try again from then on (progressive delay), or null. */
  next_allowed_at: Time | null;
}

export interface ManagerInvitationsTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  status: 'pending' | 'accepted' | 'revoked';
  invited_by: number | null;
  user_id: number | null;
  created_at: Time;
  updated_at: Time;
  expires_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface AuditLogsTable {
  id: Generated<number>;
  user_id: number | null;
  username: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** The record's version this change made (lib/audit-log.ts), for the live screens. */
  entity_version: number | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  created_at: Time;
}

/** Who has which record open, from each tab's heartbeats (modules/live): a row not seen for a while has left. */
export interface PresenceTable {
  user_id: number;
  kind: string;
  record_id: string;
  tab: string;
  editing: number;
  since: Time;
  seen_at: Time;
}

/** A request sent with an `Idempotency-Key` (plugins/idempotency.ts), kept 24 hours. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** Method and route pattern: `POST /api/transactions/loans/:id/disbursement`. */
  route: string;
  /** SHA-256 of the route, its parameters and the body. */
  request_hash: string;
  status: 'running' | 'done';
  status_code: number | null;
  response: string | null;
  created_at: Time;
  expires_at: Time;
}

/** A day's total of a dashboard figure, written once the Vietnam day ended (modules/dashboard). */
export interface DailyFiguresTable {
  day: string;
  metric: string;
  count: number;
  amount: number | null;
}

/** An export a user ran (lib/export.ts records every one). */
export interface ExportRunsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  format: string;
  lang: string;
  filters_json: string;
  status: 'running' | 'done' | 'failed' | 'cancelled';
  rows: number | null;
  bytes: number | null;
  started_at: Time;
  finished_at: Time | null;
}

export interface LocationsTable {
  /** The province code of the General Statistics Office (01 Hà Nội … 96 Cà Mau). */
  id: number;
  name: string;
  sort_num: number;
  /** JSON array: 'northern' | 'southern', then the region. */
  tags: string;
}

/**
 * Every table: the foundation's here, the first areas' in the schema files beside it; a later area
 * types its own in `modules/<area>/<area>.tables.ts`, which adds them to this interface
 * (`declare module '../../db/schema.ts' { interface DB { … } }`).
 */
export interface DB extends SiteTables, MarketplaceTables, MoneyTables, AdsTables {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  sign_in_throttle: SignInThrottleTable;
  manager_invitations: ManagerInvitationsTable;
  audit_logs: AuditLogsTable;
  presence: PresenceTable;
  locations: LocationsTable;
  idempotency_keys: IdempotencyKeysTable;
  daily_figures: DailyFiguresTable;
  export_runs: ExportRunsTable;
}
