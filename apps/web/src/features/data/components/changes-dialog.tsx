import type { AuditEntry } from '@admin/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../../components/lists/simple-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const text = (value: unknown) =>
  value === undefined || value === null ? '_' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields an entry changed: each with its value before and after (the others are left out). */
export function ChangesDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const before = (entry?.before ?? {}) as Record<string, unknown>;
  const after = (entry?.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <Dialog open={entry !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="changes-title">
      <DialogTitle id="changes-title">
        {entry &&
          t('data.audit.changesTitle', {
            who: entry.username ?? t('data.audit.system'),
            when: formatDateTime(entry.created_at),
          })}
      </DialogTitle>
      <DialogContent>
        <SimpleTable
          testId="audit-changes"
          head={[t('data.audit.field'), t('data.audit.before'), t('data.audit.after')]}
        >
            {fields.map((name) => (
              <TableRow key={name}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{name}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word', color: 'error.dark' }}>{text(before[name])}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word', color: 'success.dark' }}>{text(after[name])}</TableCell>
              </TableRow>
            ))}
        </SimpleTable>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
