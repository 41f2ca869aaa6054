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

/** The headers of a download: the session's token, as every API call carries it. */
export function downloadHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** GET an API file (a PDF, an export) and save it; a refusal rejects with the server's message. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(`${API_BASE}${path}`, { headers: downloadHeaders(), credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { result?: string } | null;
    throw new Error(body?.result || (res.status >= 500 ? 'Server error!' : res.statusText));
  }
  saveBlob(await res.blob(), fileNameOf(res.headers.get('Content-Disposition'), fallbackName));
}
