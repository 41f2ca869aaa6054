import Box from '@mui/material/Box';

/**
 * A pulsing grey bar where a text will be once it arrives (a list's count): the look of MUI's
 * Skeleton without its code on the list screens' first load. Class `is-placeholder`, which the
 * browser tests wait to be gone.
 */
export function Placeholder({ width, testId }: { width: number | string; testId?: string }) {
  return (
    <Box
      component="span"
      className="is-placeholder"
      aria-hidden
      data-testid={testId}
      sx={{ display: 'inline-block', width, height: '0.9em', verticalAlign: 'middle', ...PLACEHOLDER_LOOK }}
    />
  );
}

/** The bar's colour and pulse, also given by class to a list's placeholder rows (components/lists/data-table.tsx). */
export const PLACEHOLDER_LOOK = {
  borderRadius: 0.5,
  bgcolor: 'action.selected',
  animation: 'placeholder-pulse 1.5s ease-in-out 0.5s infinite',
  '@keyframes placeholder-pulse': { '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } },
} as const;
