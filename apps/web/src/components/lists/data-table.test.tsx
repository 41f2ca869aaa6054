import { listAnswer, mockApi, renderScreen, signIn } from '../../test/screen.tsx';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen, waitFor } from '@testing-library/react';
import { ListScreen } from './list-screen.tsx';
import { thingColumns, THINGS, things } from '../../test/things.tsx';
import { getSetting } from '../../lib/settings.ts';

signIn();

test("the columns chooser hides a column, and the browser's settings keep it hidden", async () => {
  mockApi({ 'GET /things': () => listAnswer(THINGS) });
  const table = (
    <ListScreen
      resource={things}
      texts="faqCategories.list"
      columns={thingColumns}
      columnsSetting="things.columns"
      columnsTestId="things-columns"
    />
  );
  const first = renderScreen(table, { url: '/things' });
  assert.ok(await screen.findByText('Honda Vision'));
  assert.ok(screen.getByRole('columnheader', { name: 'Trạng thái' }));
  assert.ok(screen.getByText('Ngừng bán'), 'the status cell of the second row');
  await first.user.click(screen.getByRole('button', { name: 'Cột' }));
  await first.user.click(await screen.findByRole('checkbox', { name: 'Trạng thái' }));
  await first.user.keyboard('{Escape}');
  await waitFor(() => assert.ok(!screen.queryByRole('menu')));
  assert.ok(screen.getByText('Honda Vision'));
  assert.ok(!screen.queryByRole('columnheader', { name: 'Trạng thái' }));
  assert.ok(!screen.queryByText('Ngừng bán'));
  assert.ok(screen.getByRole('columnheader', { name: 'Tên' }));
  assert.deepEqual(getSetting('things.columns', {}), { status: false });
  first.unmount();

  renderScreen(table, { url: '/things' });
  assert.ok(await screen.findByText('Honda Vision'));
  assert.ok(!screen.queryByRole('columnheader', { name: 'Trạng thái' }));
});

test('a column that may not be hidden is not offered by the chooser', async () => {
  mockApi({ 'GET /things': () => listAnswer(THINGS) });
  const { user } = renderScreen(
    <ListScreen
      resource={things}
      texts="faqCategories.list"
      columns={[{ ...thingColumns[0]!, hideable: false }, thingColumns[1]!]}
      columnsSetting="things.fixed"
    />,
    { url: '/things' },
  );
  assert.ok(await screen.findByText('Honda Vision'));
  await user.click(screen.getByRole('button', { name: 'Cột' }));
  assert.ok(await screen.findByRole('checkbox', { name: 'Trạng thái' }));
  assert.ok(!screen.queryByRole('checkbox', { name: 'Tên' }));
});
