import { listAnswer, mockApi, renderScreen, signIn } from '../../test/screen.tsx';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen, waitFor, within } from '@testing-library/react';
import { ListScreen } from './list-screen.tsx';
import type { ListFilter } from './list-filters.tsx';
import { thingColumns, THINGS, things } from '../../test/things.tsx';

signIn();

type Search = ReturnType<typeof things.urlState.parse>;
const filters: ListFilter<Search>[] = [
  { type: 'search', key: 'q' },
  { type: 'yesno', key: 'status', label: 'Trạng thái', testId: 'things-status' },
];
const lastQuery = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.path === '/things').at(-1)!.query;

test('typing in the search box asks the API for that text, from page 1, and keeps it in the URL', async () => {
  const calls = mockApi({ 'GET /things': () => listAnswer(THINGS, 45) });
  const { user } = renderScreen(
    <ListScreen resource={things} texts="faqCategories.list" columns={thingColumns} filters={filters} />,
    { url: '/things?page=2' },
  );
  assert.ok(await screen.findByText('Honda Vision'));
  await user.type(screen.getByRole('textbox', { name: 'Tìm theo tên' }), '  vision ');
  await waitFor(() => assert.equal(lastQuery(calls).get('q'), 'vision'));
  assert.equal(lastQuery(calls).get('page'), '1');
  assert.equal(screen.getByTestId('location').textContent, '/things?q=vision');
});

test('choosing a select filter asks the API for that value; "All" takes it out of the URL', async () => {
  const calls = mockApi({ 'GET /things': () => listAnswer(THINGS) });
  const { user } = renderScreen(
    <ListScreen resource={things} texts="faqCategories.list" columns={thingColumns} filters={filters} />,
    { url: '/things' },
  );
  assert.ok(await screen.findByText('Honda Vision'));
  assert.equal(lastQuery(calls).get('status'), null);
  await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
  await user.click(await screen.findByRole('option', { name: 'Hiển thị' }));
  await waitFor(() => assert.equal(lastQuery(calls).get('status'), '1'));
  assert.equal(screen.getByTestId('location').textContent, '/things?status=1');
  await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Tất cả' }));
  await waitFor(() => assert.equal(screen.getByTestId('location').textContent, '/things'));
  assert.ok(screen.getByText('Honda Vision'));
});

test('a filter the URL already has is shown chosen, and asked for on the first read', async () => {
  const calls = mockApi({ 'GET /things': () => listAnswer(THINGS.slice(0, 1)) });
  renderScreen(<ListScreen resource={things} texts="faqCategories.list" columns={thingColumns} filters={filters} />, {
    url: '/things?q=honda&status=0',
  });
  assert.ok(await screen.findByText('Honda Vision'));
  assert.equal(lastQuery(calls).get('q'), 'honda');
  assert.equal(lastQuery(calls).get('status'), '0');
  assert.equal((screen.getByRole('textbox', { name: 'Tìm theo tên' }) as HTMLInputElement).value, 'honda');
  assert.equal(screen.getByRole('combobox', { name: 'Trạng thái' }).textContent, 'Ẩn');
});
