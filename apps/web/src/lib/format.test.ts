import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatDate,
  formatDateLong,
  formatDateTime,
  formatDistance,
  formatMoney,
  formatMoneyComma,
  formatCount,
  fromDateTimeInput,
  fullName,
  formatReleaseYear,
  parseMoney,
  toDateTimeInput,
} from './format.ts';

test('money: dot thousands separator, đ at the end, no decimals', () => {
  assert.equal(formatMoney(1500000), '1.500.000đ');
  assert.equal(formatMoney(999), '999đ');
  assert.equal(formatMoney(1234.6), '1.235đ');
  assert.equal(formatMoney(-25000), '-25.000đ');
  assert.equal(formatMoney('2500000'), '2.500.000đ');
});

test('money: the comma format', () => {
  assert.equal(formatMoneyComma(1500000), '1,500,000');
  assert.equal(formatMoneyComma(100), '100');
});

test('money: missing or zero amount shows _', () => {
  for (const v of [0, null, undefined, '', '0']) {
    assert.equal(formatMoney(v), '_');
    assert.equal(formatMoneyComma(v), '_');
  }
});

test('money: parse back from either format', () => {
  assert.equal(parseMoney('1.500.000đ'), 1500000);
  assert.equal(parseMoney('1,500,000'), 1500000);
  assert.equal(parseMoney(' 2.000 đ '), 2000);
  assert.equal(parseMoney('-3.000đ'), -3000);
  assert.equal(parseMoney(formatMoney(123456789)), 123456789);
  assert.equal(parseMoney(formatMoneyComma(123456789)), 123456789);
  assert.equal(parseMoney('abc'), null);
  assert.equal(parseMoney(''), null);
  assert.equal(parseMoney(null), null);
});

test('distance: one decimal and km; negative means 300,000 km or more', () => {
  assert.equal(formatDistance(12345.67), '12.345,7 km');
  assert.equal(formatDistance(0), '0,0 km');
  assert.equal(formatDistance(850), '850,0 km');
  assert.equal(formatDistance(-1), '≥ 300.000 km');
  assert.equal(formatDistance(null), '_');
  assert.equal(formatDistance('x'), '_');
});

test('dates: DD-MM-YYYY in Asia/Ho_Chi_Minh by default', () => {
  // 20:00 UTC is already the next day in Hồ Chí Minh City (UTC+7)
  assert.equal(formatDate('2025-03-04T20:00:00Z'), '05-03-2025');
  assert.equal(formatDate('2025-03-04T10:00:00Z'), '04-03-2025');
  assert.equal(formatDate('2025-03-04T10:00:00Z', 'YYYY/MM/DD'), '2025/03/04');
  assert.equal(formatDateTime('2025-03-04T10:05:00Z'), '04-03-2025 17:05');
  assert.equal(formatDate(null), '_');
  assert.equal(formatDate('not a date'), '_');
});

test('dates: Vietnam time as the time-zone database says, before 1975 too, in any time zone of the machine', () => {
  const reference = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const expected = (t: number) => {
    const p = Object.fromEntries(reference.formatToParts(t).map((x) => [x.type, x.value]));
    return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
  };
  // every 37 hours from 1960 to 2040: every hour of the day, across the 1975 change to UTC+7
  for (let t = Date.UTC(1960, 0, 1); t < Date.UTC(2040, 0, 1); t += 37 * 3_600_000)
    assert.equal(formatDateTime(t), expected(t), new Date(t).toISOString());
  // 1 January 1970 was in UTC+8 in Saigon; at midnight of 13 June 1975 the clocks went back to 23:00, UTC+7
  for (const [instant, shown] of [
    ['1970-01-01T00:00:00Z', '01-01-1970 08:00'],
    ['1975-06-12T15:59:00Z', '12-06-1975 23:59'],
    ['1975-06-12T16:00:00Z', '12-06-1975 23:00'],
    ['1975-06-12T17:00:00Z', '13-06-1975 00:00'],
  ])
    assert.equal(formatDateTime(instant), shown, instant);
});

test('dates: the long format MMMM Do YYYY', () => {
  assert.equal(formatDateLong('2025-11-21T03:00:00Z'), 'November 21st 2025');
  assert.equal(formatDateLong('2025-01-01T18:00:00Z'), 'January 2nd 2025');
});

test('full name joins the two parts, Unnamed if empty', () => {
  assert.equal(fullName('Nguyễn Văn', 'An'), 'Nguyễn Văn An');
  assert.equal(fullName('An', null), 'An');
  assert.equal(fullName(' ', ''), 'Unnamed');
  assert.equal(fullName(null, undefined), 'Unnamed');
  assert.equal(fullName('', '', 'Chưa đặt tên'), 'Chưa đặt tên');
});

test('datetime-local input: shows and reads Vietnam time', () => {
  assert.equal(toDateTimeInput('2026-11-21T03:30:00.000Z'), '2026-11-21T10:30');
  // 20:15 UTC is already the next morning in Vietnam
  assert.equal(toDateTimeInput('2026-12-31T20:15:00Z'), '2027-01-01T03:15');
  assert.equal(fromDateTimeInput('2026-11-21T10:30'), '2026-11-21T03:30:00.000Z');
  assert.equal(fromDateTimeInput('2027-01-01T03:15'), '2026-12-31T20:15:00.000Z');
  assert.equal(fromDateTimeInput('2026-11-21T10:30:45'), '2026-11-21T03:30:45.000Z');
  assert.equal(fromDateTimeInput(toDateTimeInput('2026-06-01T17:05:00Z')), '2026-06-01T17:05:00.000Z');
});

test('datetime-local input: empty or unreadable values', () => {
  assert.equal(toDateTimeInput(null), '');
  assert.equal(toDateTimeInput('not a date'), '');
  assert.equal(fromDateTimeInput(''), null);
  assert.equal(fromDateTimeInput(undefined), null);
  assert.equal(fromDateTimeInput('21-11-2026 10:30'), null);
  assert.equal(fromDateTimeInput('2026-13-45T10:30'), null);
  assert.equal(fromDateTimeInput('2026-02-30T10:30'), null);
});

test("datetime-local input: the same answers whatever the machine's time zone", () => {
  const saved = process.env.TZ;
  try {
    for (const zone of ['America/New_York', 'Europe/Paris', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = zone;
      // the zone took effect: the machine's own reading of 10:30 is another instant
      assert.notEqual(new Date(2026, 10, 21, 10, 30).toISOString(), '2026-11-21T03:30:00.000Z', zone);
      assert.equal(fromDateTimeInput('2026-11-21T10:30'), '2026-11-21T03:30:00.000Z', zone);
      assert.equal(toDateTimeInput('2026-11-21T03:30:00.000Z'), '2026-11-21T10:30', zone);
    }
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
});

test('formatCount groups thousands as the language writes them, like toLocaleString', () => {
  for (const n of [0, 7, 999, 1000, 12345, 1234567, -4500, 3000000000]) {
    assert.equal(formatCount(n, 'vi'), n.toLocaleString('vi-VN'));
    assert.equal(formatCount(n, 'en'), n.toLocaleString('en-US'));
  }
});

test('a year of manufacture reads month first, like the dates: 2020.01 is 01-2020', () => {
  assert.equal(formatReleaseYear('2020.01'), '01-2020');
  assert.equal(formatReleaseYear('2019'), '2019');
  assert.equal(formatReleaseYear(null), '_');
  assert.equal(formatReleaseYear(''), '_');
});
