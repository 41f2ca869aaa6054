import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A record's tab bar (spec section 2): the back button to its list, the record's heading (its code
 * and whose it is: the screen's one `h1`, which titles the browser tab), the tabs, and the next-tab
 * button, disabled on the last tab.
 */
export function TabBar<K extends string>({
  back,
  title,
  tabs,
  current,
  onChange,
}: {
  back: { to: string; label: string };
  title?: { code: string; name?: string | null };
  tabs: readonly { key: K; label: string; testId: string }[];
  current: K;
  onChange: (tab: K) => void;
}) {
  const { t } = useTranslation();
  const next = tabs[tabs.findIndex((tab) => tab.key === current) + 1];
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        // on a phone the tabs take a line of their own, with arrows to reach every one
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        gap: 1,
        mb: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Button component={Link} to={back.to} startIcon={<ArrowBackRounded />} color="inherit" data-testid="tabs-back">
        {back.label}
      </Button>
      {title && (
        <Typography
          component="h1"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: 700, px: 1, minWidth: 0, flexShrink: 1 }}
        >
          {title.code}
          {title.name && (
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {' · '}
              {title.name}
            </Box>
          )}
        </Typography>
      )}
      {tabs.length > 0 && (
        <Tabs
          value={current}
          onChange={(_e, value: K) => onChange(value)}
          sx={{ flex: { xs: '1 1 100%', md: 1 }, minWidth: 0, order: { xs: 3, md: 0 } }}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map((tab) => (
            <Tab key={tab.key} value={tab.key} label={tab.label} data-testid={tab.testId} />
          ))}
        </Tabs>
      )}
      {tabs.length > 0 && (
        <Button
          endIcon={<ArrowForwardRounded />}
          disabled={!next}
          onClick={() => next && onChange(next.key)}
          data-testid="tabs-next"
        >
          {t('transactions.tabs.next')}
        </Button>
      )}
    </Box>
  );
}
