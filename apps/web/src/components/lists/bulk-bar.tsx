import { BULK_LIMITS, type BulkOutcome, type BulkRowResult } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { confirm, showQuickMessage } from '../../lib/feedback.ts';
import { formatCount } from '../../lib/format.ts';
import { sayReason } from '../../lib/reasons.ts';
import { ActionDialog } from '../dialogs/action-dialog.tsx';
import type { BulkAction, BulkBarProps } from './bulk.tsx';

/** The rows a confirmation names before "and N more". */
const NAMED = 5;
const idOf = (row: unknown) => (row as { id: number }).id;
const versionOf = (row: unknown) => (row as { row_version?: number }).row_version;

/**
 * The bar over a list's table while rows are chosen: how many, "all N matching", the actions valid
 * for every chosen row, and clear. An action asks its reason or a confirmation, runs as one request
 * (its progress shown), refreshes the list and its counts, and names each refused row with why.
 */
export default function BulkBar<R>({ spec, choice, pageChosen, onAllMatching, onClear }: BulkBarProps<R>) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<BulkAction<R> | null>(null);
  const [reason, setReason] = useState('');
  const [running, setRunning] = useState<{ action: BulkAction<R>; count: number } | null>(null);
  const [outcome, setOutcome] = useState<{
    action: BulkAction<R>;
    result: BulkOutcome;
    names: Map<number, string>;
  } | null>(null);
  const total = spec.total ?? 0;
  const count = choice.allMatching ? total : choice.rows.length;
  const n = formatCount(count, i18n.language);
  // "all matching": the rows are not all known here, so every action is offered and the refused rows are named after
  const offered = choice.allMatching
    ? spec.actions
    : spec.actions.filter((a) => !a.validFor || choice.rows.every((row) => a.validFor!(row)));
  const hidden = spec.actions.length - offered.length;
  const canAllMatching =
    pageChosen && !choice.allMatching && total > choice.rows.length && total <= BULK_LIMITS.matching;

  const run = async (action: BulkAction<R>, given?: string) => {
    const names = new Map(choice.rows.map((row) => [idOf(row), spec.label(row)]));
    if (action.confirm) {
      const listed = choice.allMatching ? [] : [...names.values()].slice(0, NAMED);
      const more = count - listed.length;
      const ok = await confirm({
        title: t('bulk.confirmTitle', { action: action.label, count, n }),
        message: [
          ...listed,
          ...(choice.allMatching ? [t('bulk.confirmMatching', { count, n })] : []),
          ...(more > 0 && !choice.allMatching ? [t('bulk.andMore', { count: more })] : []),
        ].join('\n'),
        okText: action.label,
        danger: action.danger,
      });
      if (!ok) return;
    }
    const target = choice.allMatching
      ? { all_matching: { filters: spec.filters, count: total } }
      : { items: choice.rows.map((row) => ({ id: idOf(row), version: versionOf(row) })) };
    setRunning({ action, count });
    try {
      const answer = await api.post<BulkOutcome>(action.path, { ...target, ...action.fields?.(given) });
      await Promise.all(spec.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      const result = answer.data;
      // the bar (and with it the result) stays until the result is closed
      if (result.refused > 0) setOutcome({ action, result, names });
      else {
        onClear();
        showQuickMessage({
          type: 'success',
          body: t('bulk.allDone', { action: action.label, count: result.done }),
        });
      }
    } catch {
      // the client has said the refusal of the whole request (e.g. more rows match now than were shown)
    } finally {
      setRunning(null);
    }
  };

  const start = (action: BulkAction<R>) => {
    if (action.reason) {
      setReason('');
      setAsking(action);
    } else void run(action);
  };

  return (
    <Box
      role="region"
      aria-label={t('bulk.bar')}
      data-testid="bulk-bar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        backgroundColor: '#e8f0fe',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 600, fontSize: 14 }} data-testid="bulk-count" aria-live="polite">
        {choice.allMatching ? t('bulk.allMatchingChosen', { count, n }) : t('bulk.chosen', { count, n })}
      </Typography>
      {canAllMatching && (
        <Button size="small" onClick={() => onAllMatching(true)} data-testid="bulk-all-matching">
          {t('bulk.chooseAllMatching', { count: total, n: formatCount(total, i18n.language) })}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      {offered.map((action) => (
        <Button
          key={action.key}
          size="small"
          variant="contained"
          color={action.danger ? 'error' : 'primary'}
          startIcon={action.icon}
          onClick={() => start(action)}
          disabled={running !== null}
          data-testid={`bulk-${action.key}`}
        >
          {action.label}
        </Button>
      ))}
      {hidden > 0 && (
        <Typography variant="caption" color="text.secondary" data-testid="bulk-hidden">
          {t('bulk.hidden', { count: hidden })}
        </Typography>
      )}
      <Button size="small" onClick={onClear} data-testid="bulk-clear">
        {t('bulk.clear')}
      </Button>

      <ActionDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t('bulk.confirmTitle', { action: asking.label, count, n }) : ''}
        testId="bulk-reason-dialog"
        action={{
          label: asking?.label ?? '',
          testId: 'bulk-reason-submit',
          color: asking?.danger ? 'error' : 'primary',
          disabled: Boolean(asking?.reason?.required) && reason.trim() === '',
          onClick: () => {
            const action = asking!;
            setAsking(null);
            void run(action, reason.trim() || undefined);
          },
        }}
      >
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={asking?.reason?.label}
          required={asking?.reason?.required}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'bulk-reason' } }}
          sx={{ mt: 1 }}
        />
      </ActionDialog>

      <Dialog open={running !== null} fullWidth maxWidth="xs" data-testid="bulk-progress" aria-busy>
        <DialogTitle>
          {running && t('bulk.running', { action: running.action.label, count: running.count })}
        </DialogTitle>
        <DialogContent>
          <LinearProgress aria-label={t('bulk.progress')} />
        </DialogContent>
      </Dialog>

      {outcome && (
        <BulkResult
          action={outcome.action.label}
          result={outcome.result}
          names={outcome.names}
          link={spec.link}
          onClose={() => {
            setOutcome(null);
            onClear();
          }}
        />
      )}
    </Box>
  );
}

/** The result of a bulk action: how many were done and refused, each refused row named with why, linked to it. */
function BulkResult({
  action,
  result,
  names,
  link,
  onClose,
}: {
  action: string;
  result: BulkOutcome;
  names: Map<number, string>;
  link?: (id: number) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refused = result.results.filter((r): r is Extract<BulkRowResult, { ok: false }> => !r.ok);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="bulk-result">
      <DialogTitle>{t('bulk.resultTitle', { action, done: result.done, refused: result.refused })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('bulk.refusedIntro', { count: result.refused })}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="bulk-refused">
          {refused.map((row) => {
            const name = names.get(row.id) ?? `#${row.id}`;
            return (
              <li key={row.id} data-testid={`bulk-refused-${row.id}`}>
                {link ? (
                  <Link component={RouterLink} to={link(row.id)} sx={{ fontWeight: 600 }}>
                    {name}
                  </Link>
                ) : (
                  <b>{name}</b>
                )}
                {': '}
                {sayReason(row.reason)}
              </li>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="bulk-result-close">
          {t('bulk.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
