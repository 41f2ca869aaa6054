import { z } from 'zod/mini';

/** Every list export: a file format and the language of its headers and words (the UI's). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_LANGS = ['vi', 'en'] as const;
export type ExportLang = (typeof EXPORT_LANGS)[number];

/** The query fields an export adds to its list's filters. */
export const exportParams = {
  format: z._default(z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx' }), 'csv'),
  lang: z._default(z.enum(EXPORT_LANGS, { error: 'Language must be vi or en' }), 'vi'),
};
