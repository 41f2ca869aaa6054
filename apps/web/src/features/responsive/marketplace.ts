import { BANNER_POSITIONS, type BannerPosition } from '@admin/contract';

/** The widths the preview shows the marketplace at, with the screen height and product columns of each. */
export const DEVICES = {
  phone: { width: 375, height: 667, columns: 2 },
  tablet: { width: 768, height: 1024, columns: 3 },
  desktop: { width: 1366, height: 768, columns: 4 },
} as const;
export const DEVICE_NAMES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICE_NAMES)[number];

/** The banner positions a width shows: the sidebar column exists at desktop width only. */
export function positionsAt(device: Device): readonly BannerPosition[] {
  return device === 'desktop' ? BANNER_POSITIONS : BANNER_POSITIONS.filter((p) => p !== 'sidebar');
}

/** The pop-up that opens on the page: the newest live one (the list comes newest first), else the newest shown. */
export function openingPopup<P extends { state: string }>(popups: readonly P[] | null | undefined): P | undefined {
  return popups?.find((p) => p.state === 'live') ?? popups?.[0];
}
