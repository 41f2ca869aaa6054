import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './axe.ts';
import { navigate, signIn, useE2E } from './harness.ts';
import { columnTexts, shot } from './screen-helpers.ts';
import { apiAs } from './staff-api.ts';

const e2e = useE2E();

for (const locale of ['vi', 'en'] as const) {
  test(`a borrower's ID-card number is whole for the loan officer who decides, masked for a supervisor (${locale})`, async () => {
    const officer = await apiAs(e2e.url, 'loan', 'loan1234');
    const loans = (await officer.get('/v1/cash-loans')).data as { id: number; id_number: string | null }[];
    const loan = loans.find((l) => l.id_number)!;
    const whole = loan.id_number!;
    const masked = `${'•'.repeat(whole.length - 3)}${whole.slice(-3)}`;
    const label = locale === 'vi' ? 'CCCD' : 'ID card';

    for (const [username, password, shown] of [
      ['loan', 'loan1234', whole],
      ['supervisor', 'supervisor123', masked],
    ] as const) {
      const { context, page } = await e2e.newPage({ locale });
      await signIn(page, username, password);
      await page.locator('[data-testid="sidebar"]').waitFor();
      await navigate(page, `/finance-loans/${loan.id}/view-detail`);
      const fact = page.locator('div', { has: page.getByText(label, { exact: true }) }).last();
      await fact.getByText(shown, { exact: true }).waitFor();
      assert.equal(await page.getByText(whole).count(), shown === whole ? 1 : 0, `${username} sees the number whole`);
      if (shown === masked) {
        await shot(page, `id-number-masked-${locale}`);
        await assertAccessible(page, 'a cash loan with a masked ID number');
      }
      await context.close();
    }
  });
}

test('station customers: ID numbers whole for the station staff, masked for a loan officer who reads them', async () => {
  for (const [username, password, masked] of [
    ['station', 'station123', false],
    ['loan', 'loan1234', true],
  ] as const) {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signIn(page, username, password);
    await page.locator('[data-testid="sidebar"]').waitFor();
    await navigate(page, '/stations/vehicles/customers');
    const shown = await columnTexts(page, 'id_number');
    assert.equal(
      shown.every((text) => /^•+\d{3}$/.test(text)),
      masked,
      `${username}: ${shown.slice(0, 3).join(', ')}`,
    );
    await context.close();
  }
});
