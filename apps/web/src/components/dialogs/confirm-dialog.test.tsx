import { listAnswer, mockApi, renderScreen, signIn } from '../../test/screen.tsx';
import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ActionDialog } from './action-dialog.tsx';
import { editDeleteColumn } from '../columns/row-parts.tsx';
import { ListScreen } from '../lists/list-screen.tsx';
import { thingColumns, THINGS, things, type Thing } from '../../test/things.tsx';

signIn();

function ThingsWithDelete() {
  const remove = things.useDelete();
  return (
    <ListScreen
      resource={things}
      texts="faqCategories.list"
      columns={[
        ...thingColumns,
        editDeleteColumn<Thing>('Thao tác', {
          testId: 'thing',
          canEdit: false,
          canDelete: true,
          edit: { onEdit: () => undefined },
          confirmTitle: (row) => `Xoá "${row.name}"?`,
          remove: (id) => remove.mutateAsync(id),
        }),
      ]}
    />
  );
}

test('the confirm dialog: Cancel deletes nothing, Yes deletes the row and the list is read again', async () => {
  let rows = THINGS;
  const calls = mockApi({
    'GET /things': () => listAnswer(rows),
    'DELETE /things/1': () => {
      rows = rows.filter((r) => r.id !== 1);
      return { body: { result_code: 1, result: 'Ok', messages: 'Delete successfully', data: null } };
    },
  });
  const { user } = renderScreen(<ThingsWithDelete />, { url: '/things' });
  assert.ok(await screen.findByText('Honda Vision'));

  await user.click(screen.getByTestId('thing-delete-1'));
  const dialog = await screen.findByRole('dialog', { name: 'Xoá "Honda Vision"?' });
  await user.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
  await waitFor(() => assert.ok(!screen.queryByRole('dialog')));
  assert.deepEqual(
    calls.filter((c) => c.method === 'DELETE'),
    [],
  );
  assert.ok(screen.getByText('Honda Vision'));

  await user.click(screen.getByTestId('thing-delete-1'));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Có' }));
  assert.ok(await screen.findByTestId('quick-message'));
  await waitFor(() => assert.ok(!screen.queryByText('Honda Vision')));
  assert.ok(screen.getByText('Yamaha Exciter'));
  assert.deepEqual(
    calls.filter((c) => c.method === 'DELETE').map((c) => c.path),
    ['/things/1'],
  );
});

function ReasonDialog({ act, close }: { act: () => void; close: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ActionDialog
      open={open}
      onClose={() => {
        close();
        setOpen(false);
      }}
      title="Huỷ giao dịch"
      testId="cancel-dialog"
      errors={['Name is required']}
      action={{ label: 'Xác nhận', testId: 'cancel-confirm', color: 'error', onClick: act }}
    >
      <p>Giao dịch sẽ bị huỷ.</p>
    </ActionDialog>
  );
}

test("an action dialog's button calls its action, its Cancel only closes it, and the server's refusal shows translated", async () => {
  mockApi({});
  const act = mock.fn();
  const close = mock.fn();
  const { user } = renderScreen(<ReasonDialog act={act} close={close} />, { url: '/' });
  const dialog = await screen.findByRole('dialog', { name: 'Huỷ giao dịch' });
  assert.ok(within(dialog).getByText('Vui lòng nhập tên'));
  await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
  assert.equal(act.mock.callCount(), 1);
  assert.equal(close.mock.callCount(), 0);
  await user.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
  assert.equal(close.mock.callCount(), 1);
  assert.equal(act.mock.callCount(), 1);
  await waitFor(() => assert.ok(!screen.queryByRole('dialog')));
});
