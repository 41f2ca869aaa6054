import { type Answer, listAnswer, mockApi, renderScreen, signIn } from '../../test/screen.tsx';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen, waitFor, within } from '@testing-library/react';
import { ListScreen } from './list-screen.tsx';
import { thingColumns, THINGS, things, type Thing } from '../../test/things.tsx';
import { queryClient } from '../../lib/query-client.ts';

signIn();

const list = (
  props: Partial<Parameters<typeof ListScreen<ReturnType<typeof things.urlState.parse>, Thing>>[0]> = {},
) => <ListScreen resource={things} texts="faqCategories.list" columns={thingColumns} {...props} />;

test('the list screen shows the rows the API gives, and their count in the header', async () => {
  mockApi({ 'GET /things': () => listAnswer(THINGS, 42) });
  renderScreen(list(), { url: '/things' });
  assert.ok(await screen.findByText('Honda Vision'));
  assert.ok(screen.getByText('Yamaha Exciter'));
  assert.ok(screen.getByText('42 danh mục'));
  assert.ok(screen.getByRole('heading', { name: 'Danh mục FAQ' }));
});

test('an empty list says so, and shows no rows', async () => {
  mockApi({ 'GET /things': () => listAnswer([]) });
  renderScreen(list(), { url: '/things' });
  assert.ok(await screen.findByText('Chưa có danh mục'));
  assert.ok(!screen.queryByText('Honda Vision'));
  assert.ok(screen.getByText('0 danh mục'));
});

test('a list the API fails to give says so once, in place of the rows (which list, why), shows no count, and its retry reads it again', async () => {
  let fail = true;
  const calls = mockApi({
    'GET /things': () =>
      fail ? { status: 500, body: { result_code: 0, result: 'Server Error' } } : listAnswer(THINGS),
  });
  const { user } = renderScreen(list(), { url: '/things' });
  const failed = await screen.findByTestId('list-error');
  assert.ok(!screen.queryByRole('dialog'), 'no error dialog besides it');
  assert.ok(within(failed).getByText(/^Không tải được danh sách: /));
  assert.match(within(failed).getByTestId('list-error-reason').textContent ?? '', /\(HTTP 500\)$/);
  assert.ok(!screen.queryByText(/danh mục$/), 'no count while the list failed');
  fail = false;
  await user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
  assert.ok(await screen.findByText('Honda Vision'));
  assert.ok(!screen.queryByTestId('list-error'));
  assert.equal(calls.filter((c) => c.path === '/things').length, 2);
});

test('a list that has not answered yet shows rows of its shape and a placeholder for its count, never "0 of 0"', async () => {
  let answer = (_: Answer) => {};
  mockApi({ 'GET /things': () => new Promise<Answer>((resolve) => (answer = resolve)) });
  const { container } = renderScreen(list(), { url: '/things' });
  await waitFor(() => assert.ok(container.querySelectorAll('.DataTable-placeholder').length >= 5, 'placeholder rows'));
  assert.ok(screen.getByTestId('list-count-loading'), 'a placeholder where the count goes');
  assert.ok(!screen.queryByText(/0–0/), 'no pager label while it loads');
  answer(listAnswer(THINGS));
  assert.ok(await screen.findByText('Honda Vision'));
  assert.equal(container.querySelectorAll('.DataTable-placeholder').length, 0);
  assert.ok(!screen.queryByTestId('list-count-loading'));
});

test('the page the URL names is the page asked for, and the next page button asks for the next one', async () => {
  const calls = mockApi({
    'GET /things': (call) => listAnswer(THINGS, 45, Number(call.query.get('page') ?? 1)),
  });
  const { user } = renderScreen(list(), { url: '/things?page=2' });
  // the list's own reads (not its views' or their counts')
  const last = () => calls.filter((c) => c.path === '/things' && c.query.get('count') !== '1').at(-1)!;
  assert.ok(await screen.findByText('Honda Vision'));
  assert.equal(last().query.get('page'), '2');
  assert.equal(last().query.get('count'), '20');
  await user.click(screen.getByRole('button', { name: 'Trang sau' }));
  await waitFor(() => assert.equal(last().query.get('page'), '3'));
  assert.equal(screen.getByTestId('location').textContent, '/things?page=3');
});

test("a list route's loader reads the page and the person's views together: the rows are drawn in the person's columns from the first", async () => {
  let answerViews = (_: Answer) => {};
  mockApi({
    'GET /things': () => listAnswer(THINGS),
    'GET /views': () => new Promise<Answer>((resolve) => (answerViews = resolve)),
  });
  // every column header the table ever draws, however briefly
  const drawn = new Set<string | null>();
  const observer = new MutationObserver(() => {
    for (const header of document.querySelectorAll('.DataTable-columnHeader[data-field]'))
      drawn.add(header.getAttribute('data-field'));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  renderScreen(list(), { url: '/things', loader: things.listLoader });
  const page = things.listQuery(things.urlState.parse(new URLSearchParams())).queryKey;
  await waitFor(() => assert.ok(queryClient.getQueryData(page), 'the page has answered'));
  assert.ok(!screen.queryByText('Honda Vision'), 'no rows while the views are on their way');
  answerViews({
    body: {
      result_code: 1,
      result: 'Ok',
      data: { views: [], default_view_id: null, columns: { order: [], hidden: ['status'], widths: {} } },
    },
  });
  assert.ok(await screen.findByText('Honda Vision'));
  observer.disconnect();
  assert.ok(drawn.has('name'));
  assert.ok(!drawn.has('status'), 'the column the person hid is never drawn');
});

test('a list arrived at with nothing in its address opens the person\'s default view before any row is drawn; its "All" tab stays on every row', async () => {
  const pending = {
    id: 5,
    name: 'Chờ duyệt',
    list: things.views,
    role_id: null,
    mine: true,
    state: { filters: { status: '0' }, sort: null, columns: null, density: 'comfortable' as const },
  };
  const calls = mockApi({
    'GET /things': (call) =>
      listAnswer(THINGS.filter((t) => !call.query.has('status') || String(t.status) === call.query.get('status'))),
    'GET /views': () => ({
      body: { result_code: 1, result: 'Ok', data: { views: [pending], default_view_id: 5, columns: null } },
    }),
  });
  const drawn = new Set<string>();
  const observer = new MutationObserver(() => {
    for (const row of document.querySelectorAll('.DataTable-row')) drawn.add(row.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const { user } = renderScreen(list(), { url: '/things', loader: things.listLoader });
  assert.ok(await screen.findByText('Yamaha Exciter'));
  assert.equal(screen.getByTestId('location').textContent, '/things?status=0&view=5');
  assert.ok(![...drawn].some((row) => row.includes('Honda Vision')), 'the unfiltered page is never drawn');
  assert.equal(JSON.parse(localStorage.getItem('settings') ?? '{}')['table.density'], 'comfortable');
  observer.disconnect();
  // "All": the list's own address emptied stays so
  await user.click(await screen.findByTestId('view-tab-all'));
  assert.ok(await screen.findByText('Honda Vision'));
  assert.equal(screen.getByTestId('location').textContent, '/things');
  assert.ok(calls.some((c) => c.path === '/things' && !c.query.has('status')));
});
