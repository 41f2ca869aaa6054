import type { Grants } from '@admin/contract/permissions';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { Fragment, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAreaTexts } from '../i18n/setup.ts';
import { useShortcut } from '../lib/shortcuts.ts';
import { goToLinks, LISTED } from './shell-shortcuts.ts';

const texts = loadAreaTexts('shortcuts');
const MOD = /Mac|iP/.test(navigator.platform) ? '⌘' : 'Ctrl';

function Keys({ keys, join }: { keys: readonly string[]; join: 'then' | 'or' | 'chord' }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {keys.map((key, i) => (
        <Fragment key={key}>
          {i > 0 && (
            <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
              {join === 'chord' ? '+' : t(`shortcuts.${join}`)}
            </Typography>
          )}
          <Box
            component="kbd"
            sx={{
              fontFamily: 'inherit',
              fontSize: 12.5,
              minWidth: 24,
              textAlign: 'center',
              px: 0.75,
              py: 0.125,
              border: 1,
              borderColor: 'divider',
              borderBottomWidth: 2,
              borderRadius: 1,
              bgcolor: 'background.default',
              color: 'text.primary',
            }}
          >
            {key === 'Mod' ? MOD : key}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

function Group({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box component="section" data-testid={testId} aria-label={title}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 13, color: 'text.secondary', mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function Row({
  keys,
  label,
  join = 'then',
}: {
  keys: readonly string[];
  label: string;
  join?: 'then' | 'or' | 'chord';
}) {
  return (
    <Box
      data-testid="shortcut"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 0.5 }}
    >
      <Typography component="dt" sx={{ fontSize: 13.5 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Keys keys={keys} join={join} />
      </Box>
    </Box>
  );
}

/** `?`: every shortcut, grouped, in the person's language; the screens `g` opens are those they may open. */
export function ShortcutsSheet({
  open,
  onClose,
  grants,
}: {
  open: boolean;
  onClose: () => void;
  grants: Grants | null | undefined;
}) {
  use(texts);
  const { t } = useTranslation();
  // `?` again closes it
  useShortcut('?', () => (open ? onClose() : false), { inDialogs: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="shortcuts-title"
      data-testid="shortcuts-sheet"
      // the focus is in the sheet, which needs no ring of its own
      sx={{ '& .MuiDialog-container, & .MuiDialog-paper': { outline: 0 } }}
    >
      <DialogTitle id="shortcuts-title" sx={{ pr: 6 }}>
        {t('shortcuts.title')}
        <IconButton aria-label={t('actions.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Group title={t('shortcuts.groups.general')} testId="shortcuts-general">
            {LISTED.general.map((s) => (
              <Row key={s.label} keys={s.keys} label={t(s.label)} join={'chord' in s ? 'chord' : 'then'} />
            ))}
          </Group>
          <Group title={t('shortcuts.groups.lists')} testId="shortcuts-lists">
            {LISTED.lists.map((s) => (
              <Row key={s.label} keys={s.keys} label={t(s.label)} join="or" />
            ))}
          </Group>
        </Box>
        <Group title={t('shortcuts.groups.goTo')} testId="shortcuts-go-to">
          {goToLinks(grants).map(({ letter, link }) => (
            <Row key={letter} keys={['g', letter]} label={t(link.label)} />
          ))}
        </Group>
      </DialogContent>
    </Dialog>
  );
}
