import {
  CHECK_RESULTS,
  CHECKLIST_GROUPS,
  CHECKLIST_ITEMS,
  checklistOutcome,
  type ChecklistItemKey,
  type Inspection,
} from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../components/products/messages.ts';
import { storeSearchQuery } from '../../../components/fields/lookup-queries.ts';
import { SelectField } from '../../../components/fields/select-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSaveChecklist } from '../api.ts';

type Result = (typeof CHECK_RESULTS)[number];
type Entry = { result: Result; note: string };

/** Every item of the inspection checklist, grouped; the result and score follow the answers. */
export function ChecklistForm({ productId, latest }: { productId: number; latest: Inspection | null }) {
  const { t } = useTranslation();
  const stations = useQuery(storeSearchQuery('', 2));
  const save = useSaveChecklist(productId);
  const [entries, setEntries] = useState<Record<ChecklistItemKey, Entry>>(
    () =>
      Object.fromEntries(
        CHECKLIST_ITEMS.map((item) => {
          const prev = latest?.items.find((i) => i.key === item.key);
          return [item.key, { result: prev?.result ?? 'ok', note: prev?.note ?? '' }];
        }),
      ) as Record<ChecklistItemKey, Entry>,
  );
  const [stationId, setStationId] = useState<number | ''>(latest?.station?.id ?? '');
  const [note, setNote] = useState(latest?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const outcome = checklistOutcome(Object.values(entries));

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({
        station_id: stationId === '' ? null : stationId,
        items: CHECKLIST_ITEMS.map((item) => ({
          key: item.key,
          result: entries[item.key].result,
          note: entries[item.key].note || null,
        })),
        note: note || null,
      });
      showAlert({ type: 'success', message: catalogueMessage('Update successfully') });
    } catch (e) {
      if (!(isApiError(e) && e.shown)) setError(e instanceof Error ? translateMessage(e.message) : String(e));
    }
  };

  return (
    <Card sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }} data-testid="checklist-form">
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SelectField
          size="small"
          label={t('stations.fields.station')}
          value={stationId}
          onChange={setStationId}
          sx={{ width: 280 }}
          options={(stations.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <Chip
          color={outcome.result === 'passed' ? 'success' : 'error'}
          label={`${t(`products.inspection.${outcome.result}`)} · ${outcome.score}/100`}
          data-testid="checklist-outcome"
        />
        {latest && (
          <Typography variant="body2" color="text.secondary">
            {t('checklist.latest', { date: formatDateTime(latest.inspected_at), name: latest.inspector?.name ?? '' })}
          </Typography>
        )}
      </Box>
      {CHECKLIST_GROUPS.map((group) => (
        <Box key={group}>
          <Typography
            variant="subtitle2"
            sx={{ mb: 1, color: 'text.secondary', textTransform: 'uppercase', fontSize: 12 }}
          >
            {t(`checklist.groups.${group}`)}
          </Typography>
          {CHECKLIST_ITEMS.filter((i) => i.group === group).map((item) => (
            <Box
              key={item.key}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1.4fr auto 1fr' },
                gap: 1.5,
                alignItems: 'center',
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography>{t(`checklist.items.${item.key}`)}</Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={entries[item.key].result}
                onChange={(_e, result: Result | null) =>
                  result && setEntries((all) => ({ ...all, [item.key]: { ...all[item.key], result } }))
                }
                data-testid={`check-${item.key}`}
              >
                {CHECK_RESULTS.map((r) => (
                  <ToggleButton
                    key={r}
                    value={r}
                    color={r === 'ok' ? 'success' : r === 'issue' ? 'error' : 'standard'}
                    sx={{ px: 1.5 }}
                  >
                    {t(`checklist.results.${r}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <TextField
                size="small"
                placeholder={t('checklist.note')}
                value={entries[item.key].note}
                onChange={(e) =>
                  setEntries((all) => ({ ...all, [item.key]: { ...all[item.key], note: e.target.value } }))
                }
              />
            </Box>
          ))}
        </Box>
      ))}
      <TextField
        multiline
        minRows={2}
        label={t('checklist.overallNote')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={save.isPending}
          data-testid="checklist-save"
        >
          {t('actions.save')}
        </Button>
      </Box>
    </Card>
  );
}
