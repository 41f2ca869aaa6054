import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** Every date is shown in the marketplace's time zone, whatever the browser's. */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const DATE_FORMAT = 'DD-MM-YYYY';
export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
export const LONG_DATE_FORMAT = 'MMMM Do YYYY';
/** What an empty amount, date or distance shows. */
export const EMPTY = '_';
/** A negative used distance is the marketplace's code for "300,000 km or more". */
export const DISTANCE_CAP_KM = 300_000;

type Amount = number | string | null | undefined;

function groupThousands(integer: number, separator: string): string {
  const sign = integer < 0 ? '-' : '';
  const digits = String(Math.abs(integer));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function toNumber(value: Amount): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : parseMoney(value);
  return n === null || !Number.isFinite(n) ? null : n;
}

/** 1500000 → '1.500.000đ'; missing or zero → '_'. */
export function formatMoney(value: Amount): string {
  const n = toNumber(value);
  if (n === null || n === 0) return EMPTY;
  return `${groupThousands(Math.round(n), '.')}đ`;
}

/** The second money format: 1500000 → '1,500,000'; missing or zero → '_'. */
export function formatMoneyComma(value: Amount): string {
  const n = toNumber(value);
  if (n === null || n === 0) return EMPTY;
  return groupThousands(Math.round(n), ',');
}

/**
 * A count in the interface language: 12345 → '12.345' in Vietnamese, '12,345' in English (what
 * `toLocaleString` writes, without building the browser's number formatter: about 25 ms on a page's
 * first use, on the way to a list's first paint).
 */
export function formatCount(value: number, language: string): string {
  if (!Number.isInteger(value)) return String(value);
  return groupThousands(value, language === 'vi' ? '.' : ',');
}

/** Reads either money format back: '1.500.000đ' or '1,500,000' → 1500000; unreadable → null. */
export function parseMoney(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) ? Math.round(text) : null;
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const digits = trimmed.replace(/[^0-9]/g, '');
  if (digits === '') return null;
  const n = Number(digits);
  return negative ? -n : n;
}

/** 12345.67 → '12.345,7 km'; a negative value → '≥ 300.000 km'; missing → '_'. */
export function formatDistance(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const n = Number(value);
  if (!Number.isFinite(n)) return EMPTY;
  if (n < 0) return `≥ ${groupThousands(DISTANCE_CAP_KM, '.')} km`;
  const tenths = Math.round(n * 10);
  return `${groupThousands(Math.trunc(tenths / 10), '.')},${tenths % 10} km`;
}

type DateInput = string | number | Date | null | undefined;

/** Vietnam has kept UTC+7 since 13 June 1975, 00:00 at UTC+8 (IANA's Asia/Ho_Chi_Minh). */
const FIXED_OFFSET_SINCE = Date.UTC(1975, 5, 12, 16);
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/**
 * `format` of an instant in Vietnam time. Since 1975 the offset is fixed: the instant moved by it
 * is formatted as UTC, which reads the same fields. The time-zone plugin builds an Intl formatter
 * on each call, which was the costliest part of painting a list's 50 rows of dates. Earlier
 * instants, and formats that name the zone or its offset, go through the plugin.
 */
function formatInVietnam(d: dayjs.Dayjs, format: string): string {
  if (d.valueOf() >= FIXED_OFFSET_SINCE && !/[Zz]/.test(format))
    return dayjs.utc(d.valueOf() + VIETNAM_OFFSET_MS).format(format);
  return d.tz(TIME_ZONE).format(format);
}

/** A date in Asia/Ho_Chi_Minh, DD-MM-YYYY unless another format is given; missing → '_'. */
export function formatDate(value: DateInput, format: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const d = dayjs(value);
  if (!d.isValid()) return EMPTY;
  return formatInVietnam(d, format);
}

/** DD-MM-YYYY HH:mm in Asia/Ho_Chi_Minh. */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, DATE_TIME_FORMAT);
}

/** The value format of a datetime-local input. */
export const DATE_TIME_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';
const DATE_TIME_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * An instant as a datetime-local input shows it, in Vietnam time whatever the browser's zone:
 * '2026-11-21T03:30:00Z' → '2026-11-21T10:30'; missing or unreadable → ''.
 */
export function toDateTimeInput(value: DateInput): string {
  const formatted = formatDate(value, DATE_TIME_INPUT_FORMAT);
  return formatted === EMPTY ? '' : formatted;
}

/**
 * A datetime-local input's value read as Vietnam time, as an ISO instant whatever the browser's
 * zone: '2026-11-21T10:30' → '2026-11-21T03:30:00.000Z'; empty or unreadable → null.
 */
export function fromDateTimeInput(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || !DATE_TIME_INPUT.test(text)) return null;
  const d = dayjs.tz(text, TIME_ZONE);
  // dayjs rolls a 13th month or a 45th day over; such a value is not a time
  return d.isValid() && d.tz(TIME_ZONE).format(DATE_TIME_INPUT_FORMAT) === text.slice(0, 16) ? d.toISOString() : null;
}

/** The long form 'MMMM Do YYYY' (e.g. 'November 21st 2025') in Asia/Ho_Chi_Minh. */
export function formatDateLong(value: DateInput): string {
  return formatDate(value, LONG_DATE_FORMAT);
}

/** Joins the two parts of a name; 'Unnamed' when both are empty. */
export function fullName(first: string | null | undefined, last?: string | null, unnamed = 'Unnamed'): string {
  const joined = [first, last]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return joined || unnamed;
}

/**
 * A vehicle's year of manufacture as staff read it: `YYYY.MM` (the contract's form) as "01-2020",
 * the month first like every date here; a year alone as it is; `_` when there is none.
 */
export function formatReleaseYear(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const [, year, month] = /^(\d{4})\.(\d{2})$/.exec(String(value)) ?? [];
  return year ? `${month}-${year}` : String(value);
}
