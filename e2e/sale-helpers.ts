import type { EContract } from '@admin/contract';
import type { Page } from 'playwright-core';
import type { Api } from './staff-api.ts';

/** The sale's e-contract tab (open): prepares the contract when it must be, sends it, waits until it shows as sent. */
export async function sendContract(page: Page): Promise<void> {
  if (await page.locator('[data-testid="contract-prepare"]').count()) {
    await page.locator('[data-testid="contract-prepare"]').click();
  }
  await page.locator('[data-testid="contract-send"]').click();
  await page.locator('[data-testid="e-contract"] .StatusTag', { hasText: 'Sent' }).first().waitFor();
}

/** The buyer and the seller sign the sale's sent e-contract (the signing sandbox stands in for their app). */
export async function signContract(api: Api, transactionId: number): Promise<void> {
  const contract = (await api.get(`/transactions/${transactionId}/e-contract`)).data as EContract;
  for (const role of ['buyer', 'seller'])
    await api.send('POST', `/e-contracts/${contract.id}/signers/${role}/sign`, {});
}
