import { type AuditEntry, type ExportRun, type ImportRun, auditListQuery, importListQuery, pageQuery } from '@admin/contract';
import { defineResource } from '../../lib/crud.ts';

/** GET /exports/mine: the exports the user ran, newest first. */
export const exportRuns = defineResource<ExportRun>()({
  area: 'exports',
  views: 'data.history',
  path: '/exports/mine',
  listQuery: pageQuery,
  filters: [],
});

/** GET /audit-logs: every change, searched by who, what, area and days (full access). */
export const auditLog = defineResource<AuditEntry>()({
  area: 'audit',
  views: 'data.audit',
  path: '/audit-logs',
  listQuery: auditListQuery,
  filters: ['username', 'action', 'entity', 'start_date', 'end_date'],
});

/** GET /imports: the imports the user ran (full access: everyone's), newest first. */
export const importRuns = defineResource<ImportRun>()({
  area: 'imports',
  path: '/imports',
  listQuery: importListQuery,
  filters: ['kind'],
});
