import type {
  Banner,
  Popup,
  PreviewPage,
  PreviewState,
  ResponsivePreview,
  ResponsivePreviewQuery,
  SwitchValue,
} from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { invalidField } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { bannersOfPage } from '../banners/public.ts';
import { popupsOfPage } from '../popups/public.ts';

/** The parts of the preview the user may read. */
export interface PreviewAccess {
  banners: boolean;
  popups: boolean;
}

const ms = (time: string | null) => (time === null ? null : Date.parse(time));

/**
 * Where `at` stands in a window (either end may be open): before it, after it, or inside
 * (both ends included, as GET /v2/banners/list reads them).
 */
function windowState(start: string | null, end: string | null, at: string): PreviewState {
  const moment = Date.parse(at);
  const from = ms(start);
  const to = ms(end);
  if (from !== null && moment < from) return 'scheduled';
  if (to !== null && moment > to) return 'ended';
  return 'live';
}

/**
 * A banner is live when it is published, its page is published, and it is unlimited or `at` is
 * inside its window; a pop-up when it is shown, its page is published and `at` is inside its
 * window where one is set.
 */
export function bannerState(banner: Banner, pageStatus: SwitchValue, at: string): PreviewState {
  if (banner.status !== 1) return 'off';
  if (pageStatus !== 1) return 'page-hidden';
  return banner.is_limited === 1 ? windowState(banner.start_time, banner.end_time, at) : 'live';
}

export function popupState(popup: Popup, pageStatus: SwitchValue, at: string): PreviewState {
  if (popup.status !== 1) return 'off';
  if (pageStatus !== 1) return 'page-hidden';
  return windowState(popup.start_time, popup.end_time, at);
}

async function sitePages(db: Kysely<DB>): Promise<PreviewPage[]> {
  const rows = await db.selectFrom('pages').select(['id', 'title', 'slug', 'status']).orderBy('id').execute();
  return rows.map((r) => ({ ...r, status: r.status as SwitchValue }));
}

/** What the marketplace shows on one page, for one platform, at one moment (GET /responsive-preview). */
export async function readResponsivePreview(
  db: Kysely<DB>,
  query: ResponsivePreviewQuery,
  access: PreviewAccess,
): Promise<ResponsivePreview> {
  const at = query.at ?? nowIso();
  const pages = await sitePages(db);
  const page =
    query.page_id === undefined
      ? (pages.find((p) => p.status === 1) ?? pages[0] ?? null)
      : pages.find((p) => p.id === query.page_id);
  if (page === undefined) throw invalidField('page_id', 'Unknown page');

  const shown = <T extends { platform: string[]; state: PreviewState }>(items: T[]) =>
    items.filter((item) => item.platform.includes(query.platform) && (query.drafts === 1 || item.state === 'live'));
  const banners = !access.banners
    ? null
    : page === null
      ? []
      : shown((await bannersOfPage(db, page.id)).map((b) => ({ ...b, state: bannerState(b, page.status, at) })));
  const popups = !access.popups
    ? null
    : page === null
      ? []
      : shown((await popupsOfPage(db, page.id)).map((p) => ({ ...p, state: popupState(p, page.status, at) })));
  return { at, platform: query.platform, pages, page, banners, popups };
}
