import {
  BANNER_POSITIONS,
  type BannerPosition,
  type PreviewBanner,
  type PreviewPage,
  type PreviewPopup,
  type PreviewState,
} from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, mayOpen } from '../../../lib/areas.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import type { Device } from '../marketplace.ts';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box component="section" data-testid={testId} sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Note({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography component="div" variant="body2" color="text.secondary" data-testid={testId}>
      {children}
    </Typography>
  );
}

/** One banner or pop-up: its picture, its title (a link to its edit screen when the user may edit) and why it is not live. */
function Item({
  title,
  picture,
  to,
  state,
  testId,
  extra,
}: {
  title: string;
  picture: string | undefined;
  to: string | null;
  state: PreviewState;
  testId: string;
  extra?: ReactNode;
}) {
  return (
    <Box component="li" data-testid={testId} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Box
        component="img"
        src={picture}
        alt=""
        sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover' }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {to ? (
          <Typography component={Link} to={to} variant="body2" sx={{ fontWeight: 500, display: 'block' }}>
            {title}
          </Typography>
        ) : (
          <Typography variant="body2">{title}</Typography>
        )}
        {(state !== 'live' || extra) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.25 }}>
            {state !== 'live' && <StateChip state={state} />}
            {extra}
          </Box>
        )}
      </Box>
    </Box>
  );
}

const list = { listStyle: 'none', m: 0, p: 0 } as const;

/** Why an item is not live, in a dark amber that keeps its contrast at chip size. */
function StateChip({ state }: { state: PreviewState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`responsive.state.${state}`)}
      sx={{ bgcolor: '#fff3cd', color: '#5c4400', border: '1px solid #e0c066' }}
    />
  );
}

/**
 * What the preview shows, position by position, each banner and pop-up a link to its edit screen;
 * a position with nothing live says so, the sidebar that it shows at desktop width only.
 */
export function PreviewPanel({
  device,
  page,
  banners,
  popups,
  openingPopup,
  popupHidden,
  onShowPopup,
}: {
  device: Device;
  page: PreviewPage | null;
  banners: PreviewBanner[] | null;
  popups: PreviewPopup[] | null;
  /** The pop-up that opens on the page; the others wait. */
  openingPopup: number | undefined;
  popupHidden: boolean;
  onShowPopup: () => void;
}) {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const bannerLink = (id: number) => (mayOpen(grants, 'banners.edit') ? href('banners.edit', { id }) : null);
  const popupLink = (id: number) => (mayOpen(grants, 'popups.edit') ? href('popups.edit', { id }) : null);
  const at = (position: BannerPosition) => (banners ?? []).filter((b) => b.position === position);
  return (
    <Card component="aside" aria-labelledby="preview-panel-title" data-testid="preview-panel">
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography id="preview-panel-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('responsive.panel.title')}
        </Typography>
        {page ? (
          <>
            {mayOpen(grants, 'pages.edit') ? (
              <Typography component={Link} to={href('pages.edit', { id: page.id })} variant="body2">
                {`${page.title} · /${page.slug}`}
              </Typography>
            ) : (
              <Typography variant="body2">{`${page.title} · /${page.slug}`}</Typography>
            )}
            {page.status !== 1 && (
              <Typography variant="body2" data-testid="panel-page-hidden" sx={{ mt: 0.5, color: '#5c4400' }}>
                {t('responsive.panel.pageHidden')}
              </Typography>
            )}
          </>
        ) : (
          <Note>{t('responsive.panel.noPages')}</Note>
        )}
      </Box>
      {banners === null ? (
        <Section title={t('responsive.panel.banners')} testId="panel-banners">
          <Note>{t('responsive.panel.noBannerAccess')}</Note>
        </Section>
      ) : (
        BANNER_POSITIONS.map((position) => {
          const items = at(position);
          const hiddenHere = position === 'sidebar' && device !== 'desktop';
          return (
            <Section key={position} title={t(`responsive.position.${position}`)} testId={`panel-position-${position}`}>
              {hiddenHere && <Note testId="panel-desktop-only">{t('responsive.panel.desktopOnly')}</Note>}
              {items.length === 0 ? (
                <Note testId="panel-none">{t('responsive.panel.none')}</Note>
              ) : (
                <Box component="ul" sx={list}>
                  {items.map((b) => (
                    <Item
                      key={b.id}
                      title={b.title}
                      picture={b.thumbnail?.small}
                      to={bannerLink(b.id)}
                      state={b.state}
                      testId={`panel-banner-${b.id}`}
                    />
                  ))}
                </Box>
              )}
            </Section>
          );
        })
      )}
      <Section title={t('responsive.panel.popups')} testId="panel-popups">
        {popups === null ? (
          <Note>{t('responsive.panel.noPopupAccess')}</Note>
        ) : popups.length === 0 ? (
          <Note testId="panel-none">{t('responsive.panel.noPopup')}</Note>
        ) : (
          <Box component="ul" sx={list}>
            {popups.map((p) => (
              <Item
                key={p.id}
                title={p.title}
                picture={p.image?.small}
                to={popupLink(p.id)}
                state={p.state}
                testId={`panel-popup-${p.id}`}
                extra={
                  p.id === openingPopup ? (
                    popupHidden && (
                      <Button size="small" onClick={onShowPopup} data-testid="preview-show-popup" sx={{ py: 0 }}>
                        {t('responsive.panel.showPopup')}
                      </Button>
                    )
                  ) : (
                    <Chip size="small" variant="outlined" label={t('responsive.panel.waiting')} />
                  )
                }
              />
            ))}
          </Box>
        )}
      </Section>
    </Card>
  );
}
