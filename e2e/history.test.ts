import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { shot } from './screen-helpers.ts';
import { apiAs } from './staff-api.ts';

const e2e = useE2E();

const RAW = /\b(new|confirmed|paid|delivered|completed|cancelled|waiting|approved|rejected|system)\b|→/;

for (const locale of ['vi', 'en'] as const) {
  test(`a record's history reads as sentences: who, what, from which status to which, in words (${locale})`, async () => {
    const api = await apiAs(e2e.url);
    const sale = (
      (await api.get('/v2/transactions?status=completed&type=finance')).data as { id: number; type: string }[]
    )[0]!;
    const { context, page } = await e2e.adminPage({ locale });
    await navigate(page, `/transactions/transactions-details?type=${sale.type}&id=${sale.id}&tab=transactions-details`);
    const moves = page.locator('[data-testid="timeline-status_changed"] p').first();
    await moves.waitFor();
    const sentence = (await moves.innerText()).trim();
    assert.match(
      sentence,
      locale === 'vi'
        ? /^\S.* đổi trạng thái từ “[^”]+” sang “[^”]+”$/
        : /^Status changed by \S.* from “[^”]+” to “[^”]+”$/,
      sentence,
    );
    const lines = (await page.locator('[data-testid="timeline"] li p:first-child').allInnerTexts()).map((l) =>
      l.trim(),
    );
    assert.ok(lines.length >= 3);
    for (const line of lines) assert.doesNotMatch(line, RAW, line);
    await shot(page, `history-sentences-${locale}`);
    await assertAccessible(page, 'a sale with its history');
    await context.close();
  });
}
