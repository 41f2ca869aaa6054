import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { urlListLoader } from '../../../lib/crud.ts';
import { previewQuery, previewUrlState, type PreviewSearch } from '../api.ts';
import { DeviceFrame } from '../components/device-frame.tsx';
import { MarketplaceMock } from '../components/marketplace-mock.tsx';
import { PopupOverlay } from '../components/popup-overlay.tsx';
import { PreviewPanel } from '../components/preview-panel.tsx';
import { DeviceSwitch, PreviewSettings } from '../components/preview-settings.tsx';
import { DEVICES, openingPopup, positionsAt } from '../marketplace.ts';

export const loader = urlListLoader({ urlState: previewUrlState, listQuery: previewQuery });

/** /responsive: what the marketplace shows on a page at phone, tablet and desktop width, for a platform at a moment. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = previewUrlState.parse(params);
  const onSearch = useCallback(
    (patch: Partial<PreviewSearch>) =>
      setParams((current) => previewUrlState.toParams({ ...previewUrlState.parse(current), ...patch }), {
        replace: true,
      }),
    [setParams],
  );
  const preview = useQuery(previewQuery(search));
  const [hiddenPopup, setHiddenPopup] = useState<number | null>(null);
  const data = preview.data;
  const shownPositions = positionsAt(search.device);
  const banners = (data?.banners ?? []).filter((b) => shownPositions.includes(b.position));
  const popup = openingPopup(data?.popups);
  const { width } = DEVICES[search.device];
  const device = t(`responsive.device.${search.device}`);
  return (
    <>
      <PageHeader title={t('responsive.title')} subtitle={t('responsive.subtitle')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: 2, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
            <DeviceSwitch device={search.device} onChange={(next) => onSearch({ device: next })} />
            {data && (
              <Typography variant="body2" color="text.secondary" data-testid="frame-caption">
                {t('responsive.frame.caption', {
                  width,
                  path: data.page ? `/${data.page.slug}` : '',
                  platform: t(`kit.platform.${data.platform}`),
                })}
              </Typography>
            )}
          </Box>
          {preview.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translateMessage(preview.error.message)}
            </Alert>
          )}
          {data ? (
            <DeviceFrame
              device={search.device}
              label={t('responsive.frame.label', { device, width })}
              overlay={
                popup && hiddenPopup !== popup.id ? (
                  <PopupOverlay popup={popup} onHide={() => setHiddenPopup(popup.id)} />
                ) : undefined
              }
            >
              <MarketplaceMock device={search.device} banners={banners} pages={data.pages} page={data.page} />
            </DeviceFrame>
          ) : (
            !preview.error && <CircularProgress aria-label={t('responsive.loading')} />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <PreviewSettings search={search} onSearch={onSearch} pages={data?.pages ?? []} pageId={data?.page?.id} />
          {data && (
            <PreviewPanel
              device={search.device}
              page={data.page}
              banners={data.banners}
              popups={data.popups}
              openingPopup={popup?.id}
              popupHidden={popup !== undefined && hiddenPopup === popup.id}
              onShowPopup={() => setHiddenPopup(null)}
            />
          )}
        </Box>
      </Box>
    </>
  );
}
