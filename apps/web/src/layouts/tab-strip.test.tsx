import { renderScreen, signIn } from '../test/screen.tsx';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, screen } from '@testing-library/react';
import { noteChange } from '../lib/live-records.ts';
import { closeAllTabs, openTab } from '../lib/open-tabs.ts';
import { TabStrip } from './tab-strip.tsx';

signIn();

test("an open sale's tab is marked once someone else changes it, saying who and when, and not before", async () => {
  closeAllTabs();
  openTab({
    id: 41,
    code: 'TX000041',
    label: 'Võ Hữu Hải',
    href: '/transactions/transactions-details?id=41',
    version: 3,
  });
  openTab({
    id: 42,
    code: 'TX000042',
    label: 'Ngô Thị Lan',
    href: '/transactions/transactions-details?id=42',
    version: 5,
  });
  renderScreen(<TabStrip />, { url: '/transactions' });
  assert.ok(await screen.findByText('TX000041'));
  assert.ok(!screen.queryByTestId('open-tab-changed-41'));
  const change = (id: number, version: number) => ({
    kind: 'transaction',
    record_id: String(id),
    version,
    action: 'status',
    areas: ['transactions'],
    by: { id: 9, name: 'Phạm Thu Hà' },
    at: '2026-11-29T03:05:00.000Z',
  });
  // a version the tab has already shown is no news; a newer one is
  act(() => noteChange(change(42, 5)));
  act(() => noteChange(change(41, 4)));
  const mark = await screen.findByTestId('open-tab-changed-41');
  assert.match(mark.getAttribute('aria-label') ?? '', /^Phạm Thu Hà đã thay đổi lúc .*10:05/);
  assert.ok(!screen.queryByTestId('open-tab-changed-42'));
  // shown again at that version (the detail refetched): the mark goes
  act(() =>
    openTab({
      id: 41,
      code: 'TX000041',
      label: 'Võ Hữu Hải',
      href: '/transactions/transactions-details?id=41',
      version: 4,
    }),
  );
  assert.ok(!screen.queryByTestId('open-tab-changed-41'));
});
