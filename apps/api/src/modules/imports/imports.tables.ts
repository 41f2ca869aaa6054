import type { Generated } from 'kysely';

export interface ImportRunsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  file_name: string;
  store_id: number | null;
  mode: string;
  status: 'running' | 'done' | 'failed';
  rows: number;
  processed: Generated<number>;
  written: Generated<number>;
  refused: Generated<number>;
  report_json: string;
  started_at: string;
  finished_at: string | null;
}

declare module '../../db/schema.ts' {
  interface DB {
    import_runs: ImportRunsTable;
  }
}
