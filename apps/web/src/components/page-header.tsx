import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Placeholder } from './placeholder.tsx';

/** The title row of a screen: title, a short description and the screen's main actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        mb: 2,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.25 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {/* :empty: actions the user may not take render nothing, and leave no gap */}
      {actions && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '&:empty': { display: 'none' } }}>{actions}</Box>
      )}
    </Box>
  );
}

/**
 * A list screen's title row from its i18n namespace: `<texts>.title`, `<texts>.subtitle` (with the
 * list's `count` when given; none while the count is `null`, not known yet), the screen's actions.
 */
export function ListHeader({
  texts,
  count,
  actions,
}: {
  texts: string;
  /** The list's total; `'loading'` while it has not answered (a placeholder keeps the line's room). */
  count?: number | null | 'loading';
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t(`${texts}.title`)}
      subtitle={
        count === 'loading' ? (
          <Placeholder width={120} testId="list-count-loading" />
        ) : count === null ? undefined : (
          t(`${texts}.subtitle`, count === undefined ? {} : { count })
        )
      }
      actions={actions}
    />
  );
}
