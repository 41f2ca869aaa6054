import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unzipSync } from 'fflate';
import { describeApp } from '../../test/harness.ts';

/** Text a spreadsheet would run as a formula, or read as one, if it were written as typed. */
const HOSTILE = ['=HYPERLINK("http://x.invalid","a")', '+1+cmd|" /C calc"!A0', '-2+3', '@SUM(1,2)', '\t=1+1', '\r=1+1'];

/** Every export of the product, and the text that reaches it from what users type. */
const EXPORTS = [
  { path: '/api/balances/export', as: 'ads' },
  { path: '/api/v2/transactions/export', as: 'admin' },
  { path: '/api/v2/products/export', as: 'admin' },
  { path: '/api/loans/export', as: 'admin' },
  { path: '/api/v1/cash-loans/export', as: 'admin' },
] as const;

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

describeApp('Exports: text that looks like a formula stays text', (t) => {
  test('every XLSX and CSV export writes such text as text (no formula cell, CSV cells neutralised)', async () => {
    // Users' text in every column the exports read: store, product, lender and applicant names.
    // (with the row's id after it: names are unique)
    const hostile = (id: number) => `${HOSTILE[id % HOSTILE.length]!} ${id}`;
    const typed = [
      ['stores', 'name'],
      ['partners', 'name'],
      ['products', 'title'],
      ['cash_loans', 'name'],
    ] as const;
    for (const [table, column] of typed) {
      for (const { id } of await t.app.db.selectFrom(table).select('id').execute()) {
        await t.app.db
          .updateTable(table)
          .set({ [column]: hostile(id) })
          .where('id', '=', id)
          .execute();
      }
    }

    const seen = new Set<string>();
    for (const { path, as } of EXPORTS) {
      const { token } = await t.signIn(as);
      const get = (format: 'csv' | 'xlsx') =>
        t.app.inject({ method: 'GET', url: `${path}?format=${format}`, headers: { authorization: `Bearer ${token}` } });

      const xlsx = await get('xlsx');
      assert.equal(xlsx.statusCode, 200, `${path} xlsx: ${xlsx.statusCode}`);
      const sheet = Buffer.from(unzipSync(xlsx.rawPayload)['xl/worksheets/sheet1.xml']!).toString('utf8');
      assert.doesNotMatch(sheet, /<f>/, `${path}: a formula cell`);
      // a sheet staff can work in: the header frozen and filtered, every column its width
      assert.match(sheet, /<pane ySplit="1"[^>]*state="frozen"/, `${path}: frozen header`);
      assert.match(sheet, /<autoFilter ref="A1:[A-Z]+1"\/>/, `${path}: filter on the header`);
      assert.match(sheet, /<cols>(<col [^>]*customWidth="1"\/>)+<\/cols>/, `${path}: column widths`);
      const texts = new Set(
        [...sheet.matchAll(/<t>([^<]*)<\/t>|<c [^>]*t="str"[^>]*><v>([^<]*)<\/v>/g)].map((m) =>
          unescapeXml((m[1] ?? m[2])!),
        ),
      );
      // a carriage return in XML text is read back as a line feed: compared as a reader sees it
      const read = [...texts].map((text) => text.replace('\n', '\r'));
      const found = HOSTILE.filter((value) => read.some((text) => text.startsWith(value)));
      assert.ok(found.length >= 1, `${path}: no hostile text reached the XLSX export`);
      for (const value of found) seen.add(value);

      const csv = await get('csv');
      assert.equal(csv.statusCode, 200, `${path} csv: ${csv.statusCode}`);
      const body = csv.body;
      for (const value of found) {
        const quoted = `'${value}`;
        assert.ok(
          body.includes(quoted) || body.includes(quoted.replaceAll('"', '""')),
          `${path}: ${JSON.stringify(value)} not neutralised`,
        );
      }
      // no cell of the CSV starts with a formula character
      assert.doesNotMatch(body, /(^|,)"?[=+@\t\r-][^,\r\n]*[A-Za-z(]/m, `${path}: a CSV cell starts a formula`);
    }
    assert.deepEqual([...seen].sort(), [...HOSTILE].sort(), 'every kind of hostile text went through an export');
  });
});
