import { API_BASE } from './api-client.ts';
import { getToken } from './auth.ts';

/** Saves bytes the browser holds as a file under `name` (the browser's download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a Content-Disposition header, or the fallback. */
export const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * GET an API file with the session's token, as every API call carries it; a refusal rejects with
 * the server's message.
 */
async function fetchFile(url: string, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${API_BASE}${url}`, { headers, credentials: 'same-origin', signal });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { result?: string } | null;
    throw new Error(body?.result || (res.status >= 500 ? 'Server error!' : res.statusText) || 'Server Error');
  }
  return res;
}

/** GET an API file (a PDF, an export) and save it; a refusal rejects with the server's message. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await fetchFile(path);
  saveBlob(await res.blob(), fileNameOf(res.headers.get('Content-Disposition'), fallbackName));
}

export interface ExportProgress {
  bytes: number;
  rows: number;
  total: number | null;
}

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Downloads a whole filtered list (`GET {path}?format=…&lang=…&{filters}`), reading the streamed
 * answer chunk by chunk so the page can show how far it got, then saves it as a file.
 */
export async function downloadExport(
  path: string,
  filters: Record<string, unknown>,
  format: ExportFormat,
  lang: string,
  /** The list's row count: the CSV progress counts rows against it. */
  expectedRows: number | null,
  onProgress: (p: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  const params = new URLSearchParams({ format, lang });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  const res = await fetchFile(`${path}?${params}`, signal);
  const total = format === 'csv' && expectedRows ? expectedRows : null;
  const reader = res.body!.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let rows = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (format === 'csv') for (const byte of value) if (byte === 10) rows++;
    onProgress({ bytes, rows: format === 'csv' ? Math.max(0, rows - 1) : 0, total });
  }
  const type =
    format === 'csv' ? 'text/csv;charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const name = fileNameOf(
    res.headers.get('Content-Disposition'),
    `export-${new Date().toISOString().slice(0, 10)}.${format}`,
  );
  saveBlob(new Blob(chunks as BlobPart[], { type }), name);
}
