import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../lists/simple-table.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { kindOfArea, usePresence } from '../../lib/live.ts';
import { useHeldRecord, useRecordChange } from '../../lib/live-records.ts';

/**
 * Several staff at once, in the kit's edit screens (docs/decisions.md, "Several staff at once"):
 * the screen keeps the version of the record it opened (`base`) and sends it with Save; it says
 * so when someone else changes the record meanwhile, and who else has it open; on a refused save
 * (409) a dialog sets the values side by side, field by field, and nothing typed is lost.
 */

type Versioned = { row_version?: number; updated_at?: string | null };

/** The open form of the screen, as the conflict dialog reads and sets it. */
interface OpenForm {
  form: Pick<UseFormReturn<FieldValues>, 'getValues' | 'setValue'>;
  fields: readonly string[];
}
/** Where the open form is kept, and how it says whether something is typed (presence: editing). */
interface Slot {
  current: OpenForm | null;
  typing?: (dirty: boolean) => void;
}
const FormSlot = createContext<Slot | null>(null);

/** The kit's forms (`useFormCard`) tell the edit screen around them which form and fields are open. */
export function useOpenForm(
  form: OpenForm['form'] & Pick<UseFormReturn<FieldValues>, 'formState'>,
  fields: readonly string[],
) {
  const slot = useContext(FormSlot);
  if (slot) slot.current = { form, fields };
  const dirty = form.formState.isDirty;
  useEffect(() => slot?.typing?.(dirty), [slot, dirty]);
}

/** A conflict answer: the 409 of a write made on a version someone else replaced. */
export function conflictOf(error: unknown) {
  if (!isApiError(error) || error.status !== 409) return null;
  const errors = error.fieldErrors as Record<string, string[] | undefined>;
  if (!errors.current_version) return null;
  return {
    version: Number(errors.current_version[0]),
    by: errors.changed_by?.[0] ?? '',
    at: errors.changed_at?.[0] ?? '',
    fields: errors.changed_fields ?? [],
  };
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * The edit screen's side of it: `base` (the version the form started from, sent as `If-Match`), the
 * newer change someone else made, the others on the record, the conflict dialog, and `guard`, the
 * Save wrapper that opens the dialog on a 409 instead of failing.
 */
export function useRecordEdit<Item extends Versioned>(area: string, id: number, item: Item) {
  const kind = kindOfArea(area);
  const [base, setBase] = useState(item);
  // the form starts again (a new key) when it takes a version as a whole, not after a conflict's choice
  const [generation, setGeneration] = useState(0);
  const restartFrom = useCallback((next: Item) => {
    setBase(next);
    setGeneration((n) => n + 1);
  }, []);
  const [conflict, setConflict] = useState<{ version: number; by: string; at: string } | null>(null);
  // someone with the record open is "editing" once they have typed something
  const [typing, setTyping] = useState(false);
  const slot = useRef<Slot>({ current: null, typing: setTyping }).current;
  const change = useRecordChange(kind, id);
  // every write of this tab to the record is conditional on the version the form started from
  useHeldRecord(kind, id, base.row_version);
  // the record as this tab last read it; a save of its own (no one else's change) starts again from it
  const ownSave = useRef(false);
  useEffect(() => {
    if (ownSave.current && item.row_version !== base.row_version) {
      ownSave.current = false;
      restartFrom(item);
    }
  }, [item, base.row_version, restartFrom]);
  const newer =
    change && base.row_version !== undefined && change.version !== null && change.version > base.row_version
      ? change
      : undefined;
  const others = usePresence(kind, id, typing);
  return {
    base,
    /** The form's key: it changes only when the form starts again from a version as a whole. */
    formKey: generation,
    newer: conflict ? undefined : newer,
    others,
    /** Takes the record as it is now: the form starts again from it (what was typed is dropped). */
    takeTheirs: () => restartFrom(item),
    guard:
      <A extends unknown[]>(save: (...args: A) => Promise<unknown>) =>
      async (...args: A) => {
        try {
          ownSave.current = true;
          await save(...args);
        } catch (error) {
          ownSave.current = false;
          const refused = conflictOf(error);
          if (!refused) throw error;
          // their version is read again (the live stream may be away); the dialog opens on it
          void queryClient.invalidateQueries({ queryKey: [area] });
          setConflict(refused);
        }
      },
    dialog:
      conflict && (item.row_version ?? 0) >= conflict.version ? (
        <ConflictDialog
          area={area}
          by={conflict.by}
          at={conflict.at}
          open={slot.current}
          theirs={item}
          onTakeAll={() => {
            setConflict(null);
            restartFrom(item);
          }}
          onDone={() => {
            // the form keeps the chosen values and saves next on the version it was compared with
            setBase((current) => ({ ...current, row_version: item.row_version, updated_at: current.updated_at }));
            setConflict(null);
          }}
        />
      ) : null,
    slot,
  };
}

/** Around an edit screen's form: the form tells the screen it is open (see `useOpenForm`). */
export function OpenFormSlot({ slot, children }: { slot: Slot; children: ReactNode }) {
  return <FormSlot.Provider value={slot}>{children}</FormSlot.Provider>;
}

/** The notice above an edit form: someone else changed the record, and who else has it open. */
export function RecordNotice({
  newer,
  others,
  onTakeTheirs,
}: Pick<ReturnType<typeof useRecordEdit>, 'newer' | 'others'> & { onTakeTheirs: () => void }) {
  const { t } = useTranslation();
  if (!newer && others.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="record-notice">
      {newer && (
        <Alert
          severity="warning"
          data-testid="record-changed"
          action={
            <Button color="inherit" size="small" onClick={onTakeTheirs}>
              {t('live.takeTheirs')}
            </Button>
          }
        >
          {t('live.changedMeanwhile', { name: newer.by?.name ?? t('live.someone'), time: formatDateTime(newer.at) })}
        </Alert>
      )}
      {others.length > 0 && (
        <Stack direction="row" spacing={1} alignItems="center" data-testid="record-presence">
          {others.map((person) => (
            <Chip
              key={person.user_id}
              size="small"
              color={person.editing ? 'warning' : 'default'}
              label={t(person.editing ? 'live.editing' : 'live.viewing', { name: person.name })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The refused save: each field whose value differs, theirs (saved) and yours (typed), with a choice
 * per field; "Keep mine" and "Take theirs" choose for all. The form then holds the chosen values,
 * and the next Save is made on their version.
 */
function ConflictDialog({
  area,
  by,
  at,
  open,
  theirs,
  onDone,
  onTakeAll,
}: {
  /** The area whose texts name the fields (`<area>.fields.<field>`). */
  area: string;
  by: string;
  at: string;
  open: OpenForm | null;
  theirs: object;
  onDone: () => void;
  /** A form the dialog cannot read field by field (not the kit's): take theirs starts it again. */
  onTakeAll: () => void;
}) {
  const { t } = useTranslation();
  const mine = open?.form.getValues() ?? {};
  const fields = (open?.fields ?? []).filter(
    (field) => field in theirs && !same((theirs as Record<string, unknown>)[field], mine[field]),
  );
  const [choice, setChoice] = useState<Record<string, 'mine' | 'theirs'>>(() =>
    Object.fromEntries(fields.map((field) => [field, 'mine'])),
  );
  const apply = (picked: Record<string, 'mine' | 'theirs'>) => {
    for (const field of fields)
      if (picked[field] === 'theirs')
        open?.form.setValue(field, (theirs as Record<string, unknown>)[field], { shouldDirty: true });
    onDone();
  };
  const labelOf = (field: string) => t(`${area}.fields.${field}`, { defaultValue: field });
  const all = (side: 'mine' | 'theirs') => Object.fromEntries(fields.map((field) => [field, side]));
  return (
    <Dialog open maxWidth="md" fullWidth aria-labelledby="conflict-title" data-testid="conflict-dialog">
      <DialogTitle id="conflict-title">{t('live.conflictTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('live.conflictText', { name: by || t('live.someone'), time: at ? formatDateTime(at) : '' })}
        </Alert>
        {!open ? null : fields.length === 0 ? (
          <Alert severity="success">{t('live.noDifference')}</Alert>
        ) : (
          <SimpleTable head={[t('live.field'), t('live.theirs'), t('live.mine')]}>
            {fields.map((field) => (
              <TableRow key={field} data-testid={`conflict-${field}`}>
                <TableCell component="th" scope="row">
                  {labelOf(field)}
                </TableCell>
                {(['theirs', 'mine'] as const).map((side) => (
                  <TableCell key={side}>
                    <label style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                      <Radio
                        size="small"
                        checked={choice[field] === side}
                        onChange={() => setChoice((current) => ({ ...current, [field]: side }))}
                        inputProps={{ 'aria-label': `${labelOf(field)}: ${t(`live.${side}`)}` }}
                      />
                      <span style={{ wordBreak: 'break-word' }}>
                        {shown(side === 'mine' ? mine[field] : (theirs as Record<string, unknown>)[field])}
                      </span>
                    </label>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </SimpleTable>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          color="inherit"
          onClick={() => (open ? apply(all('theirs')) : onTakeAll())}
          data-testid="conflict-theirs"
        >
          {t('live.takeAllTheirs')}
        </Button>
        <Button onClick={() => apply(all('mine'))} data-testid="conflict-mine">
          {t('live.keepAllMine')}
        </Button>
        {open && (
          <Button variant="contained" onClick={() => apply(choice)} data-testid="conflict-apply">
            {t('live.applyChoice')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** An edit screen's form with what several staff at once need around it: the notice, the form's slot, the dialog. */
export function RecordEditFrame({
  edit,
  children,
}: {
  edit: Pick<ReturnType<typeof useRecordEdit>, 'newer' | 'others' | 'takeTheirs' | 'slot' | 'dialog'>;
  children: ReactNode;
}) {
  return (
    <>
      <RecordNotice newer={edit.newer} others={edit.others} onTakeTheirs={edit.takeTheirs} />
      <OpenFormSlot slot={edit.slot}>{children}</OpenFormSlot>
      {edit.dialog}
    </>
  );
}
