import { SPEC_INPUT_TYPES } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { reportError } from '../../../lib/report-error.ts';
import { modelSpecsQuery, useCreateModelSpec, useCreateModelSpecDetail } from '../api.ts';

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
          <TextField
            size="small"
            label={t('brands.specs.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'spec-name' } }}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              label={t('brands.specs.unit')}
              value={unit}
              onChange={(e) => setUnit(e.target.value)}
              sx={{ width: 72 }}
            />
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
            <Button
              variant="outlined"
              disabled={!name.trim() || createSpec.isPending}
              data-testid="spec-add"
              aria-label={t('brands.specs.addSpec')}
              onClick={() =>
                void createSpec
                  .mutateAsync({ name: name.trim(), unit: unit.trim() || null, input_type: inputType })
                  .then(() => {
                    setName('');
                    setUnit('');
                    showQuickMessage({ type: 'success' });
                  })
                  .catch(reportError)
              }
            >
              <AddRounded />
            </Button>
          </Box>
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
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              label={t('brands.specs.value')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              sx={{ flex: 1 }}
            />
            <Button
              variant="outlined"
              disabled={!value.trim() || valueFor === '' || createValue.isPending}
              aria-label={t('brands.specs.addValue')}
              onClick={() =>
                void createValue
                  .mutateAsync({ spec_id: Number(valueFor), value: value.trim() })
                  .then(() => {
                    setValue('');
                    showQuickMessage({ type: 'success' });
                  })
                  .catch(reportError)
              }
            >
              <AddRounded />
            </Button>
          </Box>
        </Box>
      )}
    </Card>
  );
}
