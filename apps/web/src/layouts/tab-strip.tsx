import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatDateTime } from '../lib/format.ts';
import { useRecordChange } from '../lib/live-records.ts';
import { closeTab, type OpenTab, useOpenTabs } from '../lib/open-tabs.ts';

/**
 * The strip of open transactions above the page (spec section 2): each opened transaction stays
 * one click away across screens and reloads, until closed or the user signs out.
 */
export function TabStrip() {
  const { t } = useTranslation();
  const tabs = useOpenTabs();
  const location = useLocation();
  const navigate = useNavigate();
  if (tabs.length === 0) return null;
  const currentId = new URLSearchParams(location.search).get('id');
  const onDetail = location.pathname === '/transactions/transactions-details';
  return (
    <Box
      component="nav"
      aria-label={t('layout.tabs.label')}
      data-testid="tab-strip"
      sx={{
        display: 'flex',
        gap: 0.75,
        px: { xs: 2, md: 3 },
        py: 0.75,
        overflowX: 'auto',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {tabs.map((tab) => {
        const active = onDetail && currentId === String(tab.id);
        return (
          <Box
            key={tab.id}
            data-testid={`open-tab-${tab.id}`}
            aria-current={active ? 'page' : undefined}
            sx={{
              display: 'flex',
              alignItems: 'center',
              flex: '0 0 auto',
              maxWidth: 260,
              borderRadius: 1.5,
              border: 1,
              borderColor: active ? 'primary.main' : 'divider',
              bgcolor: active ? (theme) => alpha(theme.palette.primary.main, 0.08) : 'transparent',
            }}
          >
            <Box
              component={Link}
              to={tab.href}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                pl: 1,
                py: 0.5,
                minWidth: 0,
                color: active ? 'primary.main' : 'text.primary',
                textDecoration: 'none',
                fontSize: 13,
              }}
            >
              <ReceiptLongRounded sx={{ fontSize: 16 }} />
              <Box component="span" sx={{ fontWeight: 600 }}>
                {tab.code}
              </Box>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {tab.label}
              </Box>
              <ChangedMark tab={tab} />
            </Box>
            <IconButton
              size="small"
              aria-label={t('layout.tabs.close', { code: tab.code })}
              data-testid={`close-tab-${tab.id}`}
              onClick={() => {
                closeTab(tab.id);
                if (active) void navigate('/transactions');
              }}
            >
              <CloseRounded sx={{ fontSize: 16 }} />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}

/** A dot on a tab whose sale someone else changed since it was last shown, saying who and when. */
function ChangedMark({ tab }: { tab: OpenTab }) {
  const { t } = useTranslation();
  const change = useRecordChange('transaction', tab.id);
  if (!change || change.version === null || change.version <= (tab.version ?? Infinity)) return null;
  const said = t('layout.tabs.changed', { name: change.by?.name ?? '', time: formatDateTime(change.at) });
  return (
    <Box
      component="span"
      role="img"
      aria-label={said}
      title={said}
      data-testid={`open-tab-changed-${tab.id}`}
      sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'warning.main', flex: '0 0 auto' }}
    />
  );
}
