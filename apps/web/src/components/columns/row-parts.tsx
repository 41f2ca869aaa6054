import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import type { TableColumn } from '../lists/data-table.tsx';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirm, showQuickMessage } from '../../lib/feedback.ts';

import { successText } from '../forms/success-text.ts';
import { LazyTooltip } from '../lazy-tooltip.tsx';

/** A row's 1/0 switch (published, shown, active) that calls the server when flipped. */
export function RowSwitch({
  checked,
  onToggle,
  disabled,
  label,
  testId,
}: {
  checked: boolean;
  onToggle: (next: boolean) => Promise<unknown>;
  disabled?: boolean;
  label: string;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <LazyTooltip title={label}>
      <Switch
        size="small"
        checked={checked}
        disabled={disabled || busy}
        onChange={() => {
          setBusy(true);
          void onToggle(!checked)
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
        onClick={(e) => e.stopPropagation()}
        slotProps={{ input: { 'aria-label': label, 'data-testid': testId } as object }}
      />
    </LazyTooltip>
  );
}

const STATUS_COLORS: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info' | 'primary'> = {
  published: 'success',
  approved: 'success',
  converted: 'success',
  sent: 'success',
  active: 'success',
  success: 'success',
  posted: 'success',
  done: 'success',
  completed: 'success',
  disbursed: 'primary',
  qualified: 'primary',
  contacted: 'info',
  sending: 'info',
  scheduled: 'info',
  queued: 'info',
  pending: 'warning',
  paused: 'warning',
  waiting: 'warning',
  review: 'info',
  applied: 'warning',
  processing: 'info',
  submitted: 'info',
  new: 'warning',
  draft: 'default',
  hidden: 'default',
  cancelled: 'default',
  rejected: 'error',
  locked: 'error',
  spam: 'error',
  lost: 'error',
  failed: 'error',
};

/** A tag's colours: the theme's (app/theme.ts draws `.StatusTag-<colour>`). */
export type TagColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/**
 * A small chip's look as plain text (`.StatusTag`, app/theme.ts): a list draws one per row, and an
 * MUI Chip per row was a component with its own styles to serialize.
 */
export function StatusTag({
  label,
  color = 'default',
  outlined = false,
  status,
}: {
  label: string;
  color?: TagColor;
  outlined?: boolean;
  /** The status it says, for the page's own use (`data-status`). */
  status?: string;
}) {
  return (
    <span
      className={`StatusTag StatusTag-${color}${outlined ? ' StatusTag-outlined' : ''}`}
      data-status={status}
      title={label}
    >
      {label}
    </span>
  );
}

/** A status as a coloured tag, its text translated. */
export function StatusChip({ status, label }: { status: string; label: string }) {
  return <StatusTag label={label} color={STATUS_COLORS[status] ?? 'default'} outlined={!STATUS_COLORS[status]} />;
}

/** The edit and delete buttons of a row. */
export function RowActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 0.25, justifyContent: 'flex-end', width: '100%' }}>{children}</Box>;
}

/** A list's actions column: what `actions` gives for a row (`RowAction`s …) at the row's right end. */
export function rowActionsColumn<R>(
  headerName: string,
  width: number,
  actions: (row: R) => ReactNode,
  extra: Partial<TableColumn<R>> = {},
): TableColumn<R> {
  return {
    field: 'actions',
    headerName,
    width,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) => <RowActions>{actions(row)}</RowActions>,
    ...extra,
  };
}

export function RowAction({
  title,
  onClick,
  to,
  icon,
  testId,
}: {
  title: string;
  icon: ReactNode;
  testId: string;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never })) {
  return (
    <LazyTooltip title={title}>
      {to ? (
        // a screen of its own is a link: opened in a new tab, copied, read as a link
        <Link className="RowButton" to={to} aria-label={title} data-testid={testId}>
          {icon}
        </Link>
      ) : (
        // a plain button (`.RowButton`, app/theme.ts): one per row, no ripple to set up
        <button type="button" className="RowButton" onClick={onClick} aria-label={title} data-testid={testId}>
          {icon}
        </button>
      )}
    </LazyTooltip>
  );
}

/**
 * The delete button of a row: asks `confirmTitle` first, then deletes; answering `false` means
 * nothing was deleted, and no message is shown.
 */
export function DeleteRowAction({
  testId,
  confirmTitle,
  remove,
}: {
  testId: string;
  confirmTitle: string;
  remove: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <RowAction
      title={t('actions.delete')}
      icon={<DeleteOutlineRounded fontSize="small" />}
      testId={testId}
      onClick={() =>
        void confirm({ title: confirmTitle, danger: true }).then(async (ok) => {
          if (ok && (await remove()) !== false) showQuickMessage({ type: 'delete', body: t('kit.deleted') });
        })
      }
    />
  );
}

export interface EditDeleteOptions<R> {
  /** Prefix of the buttons' test ids: `<testId>-edit-<id>`, `<testId>-delete-<id>`. */
  testId: string;
  canEdit: boolean;
  canDelete: boolean;
  /** The edit screen of a row (a link), or what editing does in place (a dialog). */
  edit: { href: (row: R) => string } | { onEdit: (row: R) => void };
  confirmTitle: (row: R) => string;
  /** Deletes the row (on its version as shown); answering `false` means nothing was deleted, and no message is shown. */
  remove: (id: number, version?: number) => Promise<unknown>;
}

/**
 * The edit and delete buttons of a content row, each shown only when allowed; the row lays them out
 * (`RowActions` in a table).
 */
export function EditDeleteButtons<R extends { id: number }>({
  row,
  options,
}: {
  row: R;
  options: EditDeleteOptions<R>;
}) {
  const { t } = useTranslation();
  const { testId, canEdit, canDelete, edit, confirmTitle, remove } = options;
  const editing = {
    title: t('actions.edit'),
    icon: <EditRounded fontSize="small" />,
    testId: `${testId}-edit-${row.id}`,
  };
  return (
    <>
      {canEdit &&
        ('href' in edit ? (
          <RowAction {...editing} to={edit.href(row)} />
        ) : (
          <RowAction {...editing} onClick={() => edit.onEdit(row)} />
        ))}
      {canDelete && (
        <DeleteRowAction
          testId={`${testId}-delete-${row.id}`}
          confirmTitle={confirmTitle(row)}
          remove={() => remove(row.id, (row as { row_version?: number }).row_version)}
        />
      )}
    </>
  );
}

/** The actions column of a content list: edit, and delete after a confirm. */
export function editDeleteColumn<R extends { id: number }>(
  headerName: string,
  options: EditDeleteOptions<R>,
): TableColumn<R> {
  return {
    field: 'actions',
    headerName,
    width: 100,
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) => (
      <RowActions>
        <EditDeleteButtons row={row} options={options} />
      </RowActions>
    ),
  };
}

/** The "create" button of a list's header, a link to the create screen. */
export interface StatusSwitchOptions {
  /** Prefix of the switches' test ids: `<testId>-status-<id>`. */
  testId: string;
  width: number;
  canChange: boolean;
  /** Saves the new status on the row's version as shown; its answer's message is shown. */
  change: (id: number, status: 0 | 1, version?: number) => Promise<{ messages?: string }>;
}

/** A row's shown (1) / hidden (0) switch: saves the change and shows the server's message. */
function StatusSwitch({
  row,
  options,
}: {
  row: { id: number; status: number; row_version?: number };
  options: StatusSwitchOptions;
}) {
  const { t } = useTranslation();
  return (
    <RowSwitch
      checked={row.status === 1}
      disabled={!options.canChange}
      label={t(row.status === 1 ? 'kit.switch.on' : 'kit.switch.off')}
      testId={`${options.testId}-status-${row.id}`}
      onToggle={async (next) => {
        const res = await options.change(row.id, next ? 1 : 0, row.row_version);
        // one click, taken back with one more: the message offers it
        showQuickMessage({
          type: 'success',
          body: successText(t, res.messages),
          undo: () =>
            options
              .change(row.id, next ? 0 : 1, versionOf(res))
              .then(() => showQuickMessage({ type: 'info', body: t('kit.undone') })),
        });
      }}
    />
  );
}

/** The version a change answered its record with, for the next change to be made on it. */
export const versionOf = (answer: unknown): number | undefined => {
  const version = (answer as { data?: { row_version?: unknown } } | null)?.data?.row_version;
  return typeof version === 'number' ? version : undefined;
};

/** The status column of a content list: a switch, disabled without the status permission. */
export function statusSwitchColumn<R extends { id: number; status: number }>(
  headerName: string,
  options: StatusSwitchOptions,
): TableColumn<R> {
  return {
    field: 'status',
    headerName,
    width: options.width,
    renderCell: ({ row }) => <StatusSwitch row={row} options={options} />,
  };
}
