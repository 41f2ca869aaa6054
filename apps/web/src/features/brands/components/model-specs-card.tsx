import { SPEC_INPUT_TYPES } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { reportError } from '../../../lib/report-error.ts';
import { modelSpecsQuery, useCreateModelSpec, useCreateModelSpecDetail } from '../api.ts';

/** A small text field of the card's own state; `testId` goes on its input. */
function stateField(label: string, value: string, set: (next: string) => void, sx?: SxProps<Theme>, testId?: string) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      sx={sx}
      slotProps={testId === undefined ? undefined : { htmlInput: { 'data-testid': testId } }}
    />
  );
}

/** A row of fields and the + that adds what they hold (`add`), then says it is saved. */
function AddRow({
  label,
  disabled,
  testId,
  add,
  children,
}: {
  label: string;
  disabled: boolean;
  testId?: string;
  add: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {children}
      <Button
        variant="outlined"
        disabled={disabled}
        data-testid={testId}
        aria-label={label}
        onClick={() =>
          void add()
            .then(() => showQuickMessage({ type: 'success' }))
            .catch(reportError)
        }
      >
        <AddRounded />
      </Button>
    </Box>
  );
}

/** The spec attributes trims are described by, with the values a `select` spec offers; add either. */
export function ModelSpecsCard({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation();
  const specs = useQuery(modelSpecsQuery());
  const createSpec = useCreateModelSpec();
  const createValue = useCreateModelSpecDetail();
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('');
  const [inputType, setInputType] = useState<(typeof SPEC_INPUT_TYPES)[number]>('text');
  const [valueFor, setValueFor] = useState<number | ''>('');
  const [value, setValue] = useState('');

  return (
    <Card sx={{ p: 2 }} data-testid="model-specs">
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('brands.specs.title')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 0.75, mb: 2, maxHeight: 260, overflowY: 'auto' }}
        // a scrolled list of plain text: reachable by keyboard to scroll it
        tabIndex={0}
        role="region"
        aria-label={t('brands.specs.title')}
      >
        {(specs.data ?? []).map((s) => (
          <Box key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, fontSize: 13.5 }}>
              {s.name}
              {s.unit ? ` (${s.unit})` : ''}
            </Typography>
            {s.details.map((d) => (
              <Chip key={d.id} size="small" label={d.value} variant="outlined" />
            ))}
          </Box>
        ))}
      </Box>
      {canCreate && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            '& .MuiTextField-root': { minWidth: 0 },
            '& .MuiButton-root': { minWidth: 40, px: 1 },
          }}
        >
          {stateField(t('brands.specs.name'), name, setName, undefined, 'spec-name')}
          <AddRow
            label={t('brands.specs.addSpec')}
            disabled={!name.trim() || createSpec.isPending}
            testId="spec-add"
            add={async () => {
              await createSpec.mutateAsync({ name: name.trim(), unit: unit.trim() || null, input_type: inputType });
              setName('');
              setUnit('');
            }}
          >
            {stateField(t('brands.specs.unit'), unit, setUnit, { width: 72 })}
            <TextField
              select
              size="small"
              value={inputType}
              onChange={(e) => setInputType(e.target.value as typeof inputType)}
              slotProps={{ htmlInput: { 'aria-label': t('brands.specs.type') } }}
              sx={{ flex: 1 }}
            >
              {SPEC_INPUT_TYPES.map((it) => (
                <MenuItem key={it} value={it}>
                  {t(`brands.specs.types.${it}`)}
                </MenuItem>
              ))}
            </TextField>
          </AddRow>
          <TextField
            select
            size="small"
            label={t('brands.specs.spec')}
            value={valueFor}
            onChange={(e) => setValueFor(Number(e.target.value))}
            sx={{ mt: 1 }}
          >
            {(specs.data ?? [])
              .filter((s) => s.input_type === 'select')
              .map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
          </TextField>
          <AddRow
            label={t('brands.specs.addValue')}
            disabled={!value.trim() || valueFor === '' || createValue.isPending}
            add={async () => {
              await createValue.mutateAsync({ spec_id: Number(valueFor), value: value.trim() });
              setValue('');
            }}
          >
            {stateField(t('brands.specs.value'), value, setValue, { flex: 1 })}
          </AddRow>
        </Box>
      )}
    </Card>
  );
}
