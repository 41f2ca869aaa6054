import { listAnswer, mockApi, renderScreen, signIn } from '../../test/screen.tsx';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen, waitFor, within } from '@testing-library/react';
import type { ViewColumns } from '@admin/contract';
import { ListScreen } from './list-screen.tsx';
import { thingColumns, THINGS, things } from '../../test/things.tsx';

signIn();

/** The API of the list and of its views, the person's columns kept as the server keeps them. */
function listApi(start: ViewColumns | null = null) {
  let columns = start;
  const calls = mockApi({
    'GET /things': () => listAnswer(THINGS),
    'GET /views': () => ({
      body: { result_code: 1, result: 'Ok', data: { views: [], default_view_id: null, columns } },
    }),
    'PUT /view-columns': ({ body }) => {
      columns = (body as { columns: ViewColumns | null }).columns;
      return { body: { result_code: 1, result: 'Ok', data: { list: 'faqCategories.list' } } };
    },
  });
  return { calls, columns: () => columns };
}

const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.getAttribute('data-field'));

test('the columns chooser hides a column and moves one; the server keeps the choice for the person', async () => {
  const api = listApi();
  const table = (
    <ListScreen resource={things} texts="faqCategories.list" columns={thingColumns} columnsTestId="things-columns" />
  );
  const first = renderScreen(table, { url: '/things' });
  assert.ok(await screen.findByText('Honda Vision'));
  assert.ok(screen.getByRole('columnheader', { name: /Trạng thái/ }));
  await first.user.click(screen.getByRole('button', { name: 'Cột' }));
  await first.user.click(await screen.findByRole('button', { name: 'Đưa cột Tên xuống' }));
  await waitFor(() => assert.deepEqual(headers(), ['status', 'name']));
  await first.user.click(await screen.findByRole('checkbox', { name: 'Trạng thái' }));
  await first.user.keyboard('{Escape}');
  await waitFor(() => assert.ok(!screen.queryByRole('menu')));
  assert.ok(!screen.queryByRole('columnheader', { name: /Trạng thái/ }));
  assert.ok(!screen.queryByText('Ngừng bán'));
  await waitFor(() => assert.deepEqual(api.columns(), { order: ['status', 'name'], hidden: ['status'], widths: {} }), {
    timeout: 3000,
  });
  first.unmount();

  renderScreen(table, { url: '/things' });
  assert.ok(await screen.findByText('Honda Vision'));
  await waitFor(() => assert.deepEqual(headers(), ['name']));
});

test("a header's edge resizes its column from the keyboard; a column that may not be hidden keeps its box ticked", async () => {
  const api = listApi();
  const { user } = renderScreen(
    <ListScreen
      resource={things}
      texts="faqCategories.list"
      columns={[{ ...thingColumns[0]!, hideable: false }, thingColumns[1]!]}
    />,
    { url: '/things' },
  );
  assert.ok(await screen.findByText('Honda Vision'));
  const edge = screen.getByRole('separator', { name: 'Đổi độ rộng cột Tên' });
  const before = Number(edge.getAttribute('aria-valuenow'));
  edge.focus();
  await user.keyboard('{ArrowRight}');
  await waitFor(() => assert.equal(api.columns()?.widths[thingColumns[0]!.field], before + 16), { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: 'Cột' }));
  const menu = await screen.findByRole('menu');
  assert.ok(within(menu).getByRole('checkbox', { name: 'Trạng thái' }));
  const fixed = within(menu).getByRole('checkbox', { name: 'Tên' }) as HTMLInputElement;
  assert.ok(fixed.checked && fixed.disabled);
});
