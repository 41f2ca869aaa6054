import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { pictureFile, shot } from './screen-helpers.ts';
import { apiAs } from './staff-api.ts';

const e2e = useE2E();

const WORDS = {
  vi: {
    paper: /ghi nhận chữ ký giấy của người mua$/,
    remind: 'Nhắc ký',
    reminded: /nhắc các bên ký$/,
    prepared: /soạn hợp đồng$/,
    signed: 'Đã ký',
  },
  en: {
    paper: /^Paper signature of the buyer recorded by /,
    remind: 'Remind the signers',
    reminded: /^Signers reminded by /,
    prepared: /^Contract prepared by /,
    signed: 'Signed',
  },
} as const;

for (const locale of ['vi', 'en'] as const) {
  test(`a sent e-contract moves forward from its screen: remind the signers, a signature made on paper (${locale})`, async () => {
    const api = await apiAs(e2e.url);
    const sales = (await api.get('/v2/transactions?status=confirmed&count=50')).data as { id: number; type: string }[];
    // each language its own sale: the first and the last with a contract out for signature
    const sent: { id: number; type: string }[] = [];
    for (const s of sales) {
      const contract = (await api.get(`/transactions/${s.id}/e-contract`)).data as { status: string } | null;
      if (contract?.status === 'sent') sent.push(s);
    }
    const sale = locale === 'vi' ? sent[0] : sent.at(-1);
    assert.ok(sale, 'a sale with a contract out for signature');
    const { context, page } = await e2e.adminPage({ locale });
    await navigate(page, `/transactions/transactions-details?type=${sale.type}&id=${sale.id}&tab=e-contract`);
    const remind = page.locator('[data-testid="contract-remind"]');
    assert.equal((await remind.innerText()).trim(), WORDS[locale].remind);
    await remind.click();
    await page.locator('[data-testid="timeline-reminded"]').waitFor();
    assert.match(
      (await page.locator('[data-testid="timeline-reminded"] p').first().innerText()).trim(),
      WORDS[locale].reminded,
    );
    // the contract's first entry is its draft, by whoever prepared it (not "the buyer asked")
    assert.match(
      (await page.locator('[data-testid="timeline-created"] p').first().innerText()).trim(),
      WORDS[locale].prepared,
    );
    // the buyer signed the printed contract: the scan stands for the signature
    await page
      .locator('[data-testid="paper-signature-file-buyer"]')
      .setInputFiles(await pictureFile('signed-page.png', '#334155', 800, 1100));
    await page.locator('[data-testid="signer-buyer"]', { hasText: WORDS[locale].signed }).waitFor();
    // recorded by staff: the history says whose signature it was, not that the staff member signed
    assert.match(
      (await page.locator('[data-testid="timeline-signed"] p').first().innerText()).trim(),
      WORDS[locale].paper,
    );
    await shot(page, `e-contract-forward-${locale}`);
    await assertAccessible(page, 'a sent e-contract with its actions');
    await context.close();
  });
}
