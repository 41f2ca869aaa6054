import type { Generated } from 'kysely';
type Time = string;

/** A person's named state of a list (migration 0043). */
export interface SavedViewsTable {
  id: Generated<number>;
  user_id: number;
  list: string;
  name: string;
  /** The name lower-cased: unique per owner and list. */
  name_key: string;
  state_json: string;
  /** null: private; else shared with everyone holding the role. */
  role_id: number | null;
  created_at: Time;
  updated_at: Time;
  row_version: Generated<number>;
}

/** A person's default view and column choice of one list. */
export interface ListPreferencesTable {
  user_id: number;
  list: string;
  default_view_id: number | null;
  columns_json: string | null;
  updated_at: Time;
}

declare module '../../db/schema.ts' {
  interface DB {
    saved_views: SavedViewsTable;
    list_preferences: ListPreferencesTable;
  }
}
