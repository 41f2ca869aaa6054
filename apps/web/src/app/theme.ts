import { alpha, createTheme, type PaletteOptions, type Theme, type ThemeOptions } from '@mui/material/styles';
import { enUS, viVN } from '@mui/material/locale';
import type { Language } from '../i18n/setup.ts';
import { BRAND, LAYOUT } from '../lib/brand.ts';

const fontFamily = [
  'Inter',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * For a system that asks for less motion (WCAG 2.3.3): no transitions (dialogs, menus, drawers and
 * collapses open and close at once) and no ripple on a press. Progress indicators still move.
 */
const NO_MOTION = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

declare module '@mui/material/styles' {
  interface Palette {
    /** A quiet surface a step from the paper: a table's head, a field's frame, a code. */
    muted: string;
    /** The line between a list's rows, fainter than a divider. */
    rowLine: string;
  }
  interface PaletteOptions {
    muted?: string;
    rowLine?: string;
  }
}

const LIGHT: PaletteOptions = {
  mode: 'light',
  primary: { main: BRAND.primary, dark: BRAND.primaryDark },
  secondary: { main: BRAND.accent, contrastText: '#fff' },
  // dark enough for white text and for text on a tinted background (axe colour contrast 4.5:1)
  success: { main: '#157a42' },
  info: { main: '#0e7070' },
  warning: { main: '#ed8a00' },
  error: { main: '#c5221f' },
  background: { default: BRAND.background, paper: '#fff' },
  text: { primary: '#1b2434', secondary: '#5b6578' },
  divider: '#e3e7ee',
  muted: '#f7f8fb',
  rowLine: '#fbfcfd',
};

// light enough for text on the dark paper (4.5:1), with dark text where they fill (contrastText); a
// colour's `dark` shade is the screens' strong text shade (a loss in error.dark): lighter here
const DARK: PaletteOptions = {
  mode: 'dark',
  primary: { main: '#8ab4ff', dark: '#a9c8ff' },
  secondary: { main: '#ff8a50' },
  success: { main: '#5cc08a', dark: '#86d4aa' },
  info: { main: '#4fc4c4', dark: '#7fd6d6' },
  warning: { main: '#f4a640', dark: '#f7bf72' },
  error: { main: '#ff8a80', dark: '#ffaba4' },
  background: { default: '#0f141b', paper: '#171d27' },
  text: { primary: '#e4e8ef', secondary: '#a7b0bf' },
  divider: '#2c3442',
  muted: '#1d2430',
  rowLine: '#222936',
};

// the colours of a tag (components/columns/row-parts.tsx, `StatusTag`)
const TAG_COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

/**
 * The looks of a list's cells as plain elements with a class, set once for the page: a status as a
 * tag (a small chip's look), a value over its caption, a row's icon button, a picture. A list of 50
 * rows drew these as MUI components (Chip, Typography, IconButton with its ripple, Avatar), each
 * with its own styles to serialize: most of the time of a list's first rows (components/columns).
 */
function plainCells(theme: Theme) {
  const { palette } = theme;
  return {
    // a block in the line (not a flex box): its text is cut with an ellipsis where the room ends
    '.StatusTag': {
      display: 'inline-block',
      maxWidth: '100%',
      height: 22,
      padding: '0 8px',
      borderRadius: 11,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 500,
      lineHeight: '20px',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      backgroundColor: palette.action.selected,
      color: palette.text.primary,
      border: '1px solid transparent',
    },
    // as MUI's outlined small chip: 7 px and its border on each side, as wide as the filled one
    '.StatusTag-outlined': {
      padding: '0 7px',
      backgroundColor: 'transparent',
      borderColor: palette.mode === 'dark' ? '#616161' : '#bdbdbd',
    },
    ...Object.fromEntries(
      TAG_COLORS.flatMap((color) => [
        [`.StatusTag-${color}`, { backgroundColor: palette[color].main, color: palette[color].contrastText }],
        [
          `.StatusTag-${color}.StatusTag-outlined`,
          // the darker shade for the text: the brand's orange on white is too faint for small text (axe colour contrast)
          { backgroundColor: 'transparent', color: palette[color].dark, borderColor: alpha(palette[color].main, 0.7) },
        ],
      ]),
    ),
    '.Cell-lines': { display: 'block', minWidth: 0 },
    '.Cell-first, .Cell-second': {
      display: 'block',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      lineHeight: 1.35,
    },
    '.Cell-first': { fontSize: 13.5, fontWeight: 500 },
    '.Cell-second': { fontSize: 12.5, color: palette.text.secondary },
    '.Cell-wrapped': {
      fontSize: 13.5,
      lineHeight: 1.35,
      whiteSpace: 'normal',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    '.Cell-strong': { fontWeight: 600 },
    '.Cell-link': {
      fontWeight: 600,
      color: palette.text.primary,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      display: 'block',
      '&:hover': { textDecoration: 'underline' },
    },
    '.Cell-picture': {
      display: 'block',
      width: 44,
      height: 36,
      borderRadius: 4,
      objectFit: 'cover',
      backgroundColor: palette.muted,
    },
    '.RowButton': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 30,
      height: 30,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'transparent',
      color: palette.action.active,
      cursor: 'pointer',
      textDecoration: 'none',
      flexShrink: 0,
      '&:hover': { backgroundColor: palette.action.hover },
      '&:disabled': { color: palette.action.disabled, cursor: 'default' },
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
  };
}

export function createAppTheme(language: Language, { reducedMotion = false, dark = false } = {}): Theme {
  const palette = dark ? DARK : LIGHT;
  const primary = (palette.primary as { main: string }).main;
  // the options, not a theme made of them: a theme where createTheme takes options is compared with
  // them type by type, 20 s of the web app's type check
  const options: ThemeOptions = {
    breakpoints: { values: { xs: 0, sm: 600, md: LAYOUT.sidebarBreakpoint, lg: 1280, xl: 1536 } },
    palette,
    shape: { borderRadius: 8 },
    typography: {
      fontFamily,
      fontSize: 13,
      h4: { fontSize: '1.6rem', fontWeight: 700, letterSpacing: -0.3 },
      h5: { fontSize: '1.3rem', fontWeight: 700, letterSpacing: -0.2 },
      h6: { fontSize: '1.05rem', fontWeight: 600 },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // a keyboard's focus is a clear ring on what can be clicked (the ripple alone was faint); a
      // field shows its own focused border, and the page area a script focuses shows none
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [tabindex="0"]:focus-visible, .Mui-focusVisible':
            { outline: `2px solid ${primary}`, outlineOffset: 2 },
          ...plainCells(theme),
        }),
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 6, paddingInline: 14 } },
      },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      MuiSelect: { defaultProps: { size: 'small' } },
      MuiAutocomplete: { defaultProps: { size: 'small' } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: palette.divider } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 10 } },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 }, sizeSmall: { height: 22 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700, fontSize: '1.05rem' } } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 6,
            '&.Mui-selected': { backgroundColor: alpha(primary, 0.1) },
          },
        },
      },
    },
  };
  return createTheme(options, language === 'vi' ? viVN : enUS, reducedMotion ? NO_MOTION : {});
}
