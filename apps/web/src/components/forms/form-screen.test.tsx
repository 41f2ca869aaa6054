import { mockApi, renderScreen, signIn } from '../../test/screen.tsx';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod/mini';
import { formScreens } from './form-screen.tsx';
import { FormTextField } from '../fields/form-text-field.tsx';
import { FormCard, useFormCard, type ItemFormProps } from './form-layout.tsx';
import { registerThings, things, type Thing } from '../../test/things.tsx';

signIn();
registerThings();

const thingBody = z.object({
  name: z.string().check(z.minLength(1, 'Name is required'), z.maxLength(60, 'Name must be at most 60 characters')),
});
type ThingBody = z.infer<typeof thingBody>;

function ThingForm({ item, onSubmit, onCancel }: ItemFormProps<Thing, ThingBody>) {
  const { control, card } = useFormCard(thingBody, { name: item?.name ?? '' }, ['name'], onSubmit);
  return (
    <FormCard testId="thing-form" onCancel={onCancel} {...card}>
      <FormTextField control={control} name="name" label="Tên" required />
    </FormCard>
  );
}

const screens = formScreens('things', ThingForm, things, {
  texts: 'faqCategories',
  subtitle: (item) => item.name,
  vars: (form: ThingBody) => ({ form }),
});
const ok = (data: unknown, messages: string) => ({ body: { result_code: 1, result: 'Ok', messages, data } });
const thing: Thing = { id: 7, name: 'Honda Vision', status: 1, updated_at: '2025-01-01T00:00:00.000Z' };

/** The edit screen of thing 7, with its name field once it shows. */
async function openEdit() {
  const rendered = renderScreen(<screens.edit.Component />, {
    url: '/things/7/edit',
    path: '/things/:id/edit',
    loader: screens.edit.loader,
  });
  return { ...rendered, field: await screen.findByRole('textbox', { name: 'Tên' }) };
}

/** Types `name` in place of the name field's value and saves. */
async function saveName({ user, field }: Awaited<ReturnType<typeof openEdit>>, name: string) {
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
}

test('a form screen shows a field that fails its schema on the field, and sends nothing', async () => {
  const calls = mockApi({});
  const { user } = renderScreen(<screens.create.Component />, { url: '/things/create' });
  assert.ok(await screen.findByRole('heading', { name: 'Thêm danh mục FAQ' }));
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  const name = screen.getByRole('textbox', { name: 'Tên' });
  await waitFor(() => assert.equal(name.getAttribute('aria-invalid'), 'true'));
  assert.ok(screen.getByText('Vui lòng nhập tên'));
  assert.deepEqual(calls, []);
});

test('a valid form calls the save with what was typed, says so, and returns to the list', async () => {
  const calls = mockApi({ 'POST /things': (call) => ok({ id: 8, ...(call.body as object) }, 'Create successfully') });
  const { user } = renderScreen(<screens.create.Component />, { url: '/things/create' });
  await user.type(await screen.findByRole('textbox', { name: 'Tên' }), 'Yamaha Exciter');
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  assert.equal((await screen.findByTestId('quick-message')).textContent, 'Tạo thành công');
  assert.deepEqual(
    calls.map((c) => [c.method, c.path, c.body]),
    [['POST', '/things', { name: 'Yamaha Exciter' }]],
  );
  await waitFor(() => assert.equal(screen.getByTestId('location').textContent, '/things'));
});

test("the server's field error shows on its field, in the reader's language, and the screen stays", async () => {
  mockApi({
    'POST /things': () => ({
      status: 422,
      body: {
        result_code: 0,
        result: 'Name must be at most 60 characters',
        errors: { name: ['Name must be at most 60 characters'] },
      },
    }),
  });
  const { user } = renderScreen(<screens.create.Component />, { url: '/things/create' });
  await user.type(await screen.findByRole('textbox', { name: 'Tên' }), 'Yamaha');
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  assert.ok(await screen.findByText('Tên không được quá 60 ký tự'));
  assert.equal(screen.getByRole('textbox', { name: 'Tên' }).getAttribute('aria-invalid'), 'true');
  assert.equal(screen.getByTestId('location').textContent, '/things/create');
});

test('an edit screen opens with the item, saves its changes to it, and Cancel leaves without saving', async () => {
  const calls = mockApi({
    'GET /things/7': () => ok(thing, 'Ok'),
    'PUT /things/7': (call) => ok({ ...thing, ...(call.body as object) }, 'Update successfully'),
  });
  const first = await openEdit();
  assert.equal((first.field as HTMLInputElement).value, 'Honda Vision');
  assert.ok(screen.getByText('Honda Vision', { selector: 'p, span, h2, h3, h4, h5, h6' }));
  await first.user.click(screen.getByRole('button', { name: 'Huỷ' }));
  await waitFor(() => assert.equal(screen.getByTestId('location').textContent, '/things'));
  assert.deepEqual(
    calls.map((c) => c.method),
    ['GET'],
  );
  first.unmount();

  await saveName(await openEdit(), 'Honda Vision 2025');
  assert.equal((await screen.findByTestId('quick-message')).textContent, 'Cập nhật thành công');
  assert.deepEqual(
    calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]),
    [['PUT', '/things/7', { name: 'Honda Vision 2025' }]],
  );
});

test('a save on a version someone else replaced opens the conflict dialog; nothing typed is lost, and the next save is on their version', async () => {
  let saved: Thing & { row_version: number; note?: string } = { ...thing, name: 'Honda Vision', row_version: 3 };
  const calls = mockApi({
    'GET /things/7': () => ok(saved, 'Ok'),
    'PUT /things/7': (call) => {
      if (call.ifMatch !== `"${saved.row_version}"`)
        return {
          status: 409,
          body: {
            result_code: 409,
            result: 'This record was changed by admin',
            errors: {
              version: ['changed by admin since you opened it'],
              current_version: [String(saved.row_version)],
              changed_by: ['admin'],
              changed_at: ['2026-11-28T08:00:00.000Z'],
              changed_fields: ['name'],
            },
          },
        };
      saved = { ...saved, ...(call.body as object), row_version: saved.row_version + 1 };
      return ok(saved, 'Update successfully');
    },
  });
  const edit = await openEdit();
  const { user } = edit;
  // someone else saves meanwhile
  saved = { ...saved, name: 'Honda Vision (their name)', row_version: 4 };
  await saveName(edit, 'Honda Vision (my name)');
  const dialog = await screen.findByTestId('conflict-dialog');
  assert.ok(screen.getByText('Người khác đã lưu bản ghi này trước bạn'));
  assert.ok(dialog.textContent?.includes('Honda Vision (their name)'));
  assert.ok(dialog.textContent?.includes('Honda Vision (my name)'));
  // what was typed is still in the form; keeping it saves on their version
  await user.click(screen.getByRole('button', { name: 'Giữ tất cả của tôi' }));
  await waitFor(() => assert.equal(screen.queryByTestId('conflict-dialog'), null));
  assert.equal((screen.getByRole('textbox', { name: 'Tên' }) as HTMLInputElement).value, 'Honda Vision (my name)');
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  assert.equal((await screen.findByTestId('quick-message')).textContent, 'Cập nhật thành công');
  assert.deepEqual(
    calls.filter((c) => c.method === 'PUT').map((c) => [c.ifMatch, c.body]),
    [
      ['"3"', { name: 'Honda Vision (my name)' }],
      ['"4"', { name: 'Honda Vision (my name)' }],
    ],
  );
  assert.equal(saved.name, 'Honda Vision (my name)');
});

test('in the conflict dialog, taking theirs for a field puts their value in the form', async () => {
  let saved = { ...thing, name: 'Old name', row_version: 1 };
  mockApi({
    'GET /things/7': () => ok(saved, 'Ok'),
    'PUT /things/7': () => ({
      status: 409,
      body: {
        result_code: 409,
        result: 'changed',
        errors: { version: ['x'], current_version: ['2'], changed_by: ['admin'], changed_at: [], changed_fields: [] },
      },
    }),
  });
  const edit = await openEdit();
  saved = { ...saved, name: 'Their name', row_version: 2 };
  await saveName(edit, 'My name');
  await screen.findByTestId('conflict-dialog');
  const { user } = edit;
  await user.click(screen.getByRole('radio', { name: 'name: Của họ (đã lưu)' }));
  await user.click(screen.getByRole('button', { name: 'Dùng lựa chọn của tôi' }));
  await waitFor(() => assert.equal(screen.queryByTestId('conflict-dialog'), null));
  assert.equal((screen.getByRole('textbox', { name: 'Tên' }) as HTMLInputElement).value, 'Their name');
});
