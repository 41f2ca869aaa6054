import { PLATFORMS, type PreviewPage } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ComputerRounded from '@mui/icons-material/ComputerRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import TabletMacRounded from '@mui/icons-material/TabletMacRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/fields/date-time-input.tsx';
import { SelectField } from '../../../components/fields/select-field.tsx';
import { toDateTimeInput } from '../../../lib/format.ts';
import type { PreviewSearch } from '../api.ts';
import { DEVICE_NAMES, type Device } from '../marketplace.ts';

const DEVICE_ICONS = { phone: PhoneIphoneRounded, tablet: TabletMacRounded, desktop: ComputerRounded } as const;

/** Phone, tablet or desktop width. */
export function DeviceSwitch({ device, onChange }: { device: Device; onChange: (device: Device) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={device}
      onChange={(_e, next: Device | null) => next && onChange(next)}
      aria-label={t('responsive.toolbar.device')}
      sx={{ bgcolor: 'background.paper' }}
    >
      {DEVICE_NAMES.map((name) => {
        const Icon = DEVICE_ICONS[name];
        return (
          <ToggleButton
            key={name}
            value={name}
            data-testid={`device-${name}`}
            sx={{
              gap: 0.75,
              px: 1.5,
              textTransform: 'none',
              whiteSpace: 'nowrap',
              '&:not(.Mui-selected)': { color: 'text.secondary' },
            }}
          >
            <Icon fontSize="small" />
            {t(`responsive.device.${name}`)}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

/** What to preview: the page, the platform, the moment, and whether to show what is not live too. */
export function PreviewSettings({
  search,
  onSearch,
  pages,
  pageId,
}: {
  search: PreviewSearch;
  onSearch: (patch: Partial<PreviewSearch>) => void;
  pages: PreviewPage[];
  /** The page shown (the server's choice when the URL names none). */
  pageId: number | undefined;
}) {
  const { t } = useTranslation();
  // without a moment in the URL the preview is of now: the field shows the time it was opened
  const [openedAt] = useState(() => toDateTimeInput(new Date()));
  return (
    <Card sx={{ display: 'grid', gap: 2, p: 2, pt: 2.5 }} data-testid="preview-settings">
      <SelectField
        fullWidth
        label={t('responsive.toolbar.page')}
        value={pageId ?? ''}
        onChange={(id) => onSearch({ page_id: id })}
        options={pages.map((p) => ({
          value: p.id,
          label: p.status === 1 ? p.title : t('responsive.toolbar.hiddenPage', { title: p.title }),
        }))}
        testId="preview-page"
      />
      <SelectField
        fullWidth
        label={t('responsive.toolbar.platform')}
        value={search.platform}
        onChange={(platform) => onSearch({ platform })}
        options={PLATFORMS.map((p) => ({ value: p, label: t(`kit.platform.${p}`) }))}
        testId="preview-platform"
      />
      <Box>
        <DateTimeInput
          name="at"
          label={t('responsive.toolbar.at')}
          value={search.at ?? openedAt}
          onChange={(at) => onSearch({ at: at || undefined })}
          testId="preview-at"
        />
        {search.at && (
          <Button size="small" onClick={() => onSearch({ at: undefined })} data-testid="preview-now" sx={{ mt: 0.5 }}>
            {t('responsive.toolbar.now')}
          </Button>
        )}
      </Box>
      <FormControlLabel
        sx={{ ml: -0.5, mt: -0.5 }}
        control={
          <Switch
            checked={search.drafts === 1}
            onChange={(e) => onSearch({ drafts: e.target.checked ? 1 : 0 })}
            slotProps={{ input: { 'data-testid': 'preview-drafts' } as object }}
          />
        }
        label={t('responsive.toolbar.drafts')}
      />
    </Card>
  );
}
