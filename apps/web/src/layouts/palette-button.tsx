import ButtonBase from '@mui/material/ButtonBase';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortcut } from '../lib/shortcuts.ts';
import { holdTypedKeys, takeTypedKeys } from '../lib/type-ahead.ts';

// the dialog, its texts and the areas' record searches load on the first use, not with the shell
const CommandPalette = lazy(() => import('./command-palette.tsx'));

// the shortcut is Ctrl+K and ⌘K everywhere; the button shows the one of the platform
const SHORTCUT = /Mac|iP/.test(navigator.platform) ? '⌘K' : 'Ctrl K';

/** The app bar's search button, and Ctrl+K (⌘K on a Mac) anywhere in the shell: the command palette. */
export function PaletteButton() {
  const { t } = useTranslation();
  // null until first opened
  const [open, setOpen] = useState<boolean | null>(null);

  // also in a field and over a dialog (the palette's own: Ctrl+K again closes it)
  useShortcut(
    'Mod+k',
    () =>
      setOpen((o) => {
        // what is typed before the palette's text box is there goes into it
        if (o) takeTypedKeys();
        else holdTypedKeys();
        return !o;
      }),
    { inFields: true, inDialogs: true },
  );

  return (
    <>
      <ButtonBase
        onClick={() => {
          holdTypedKeys();
          setOpen(true);
        }}
        // the visible words, also where the small screen hides them
        aria-label={`${t('layout.appBar.search')} ${SHORTCUT}`}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        data-testid="palette-button"
        sx={{
          gap: 1,
          px: 1.25,
          height: 38,
          minWidth: { sm: 190 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          color: 'text.secondary',
          fontSize: 14,
          '&:hover': { bgcolor: 'action.hover' },
          '& span, & kbd': { display: { xs: 'none', sm: 'block' } },
          '& kbd': {
            ml: 'auto',
            font: 'inherit',
            fontSize: 12,
            px: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          },
        }}
      >
        <SearchRounded fontSize="small" />
        <span>{t('layout.appBar.search')}</span> <kbd>{SHORTCUT}</kbd>
      </ButtonBase>
      {open !== null && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
