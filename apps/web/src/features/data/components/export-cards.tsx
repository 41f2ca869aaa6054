import { EXPORT_CATALOGUE, type ExportKey } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExportBar, useExport } from '../../../components/lists/export-bar.tsx';
import { canOpen } from '../../../lib/areas.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { exportRuns } from '../api.ts';

function ExportCard({ entry }: { entry: (typeof EXPORT_CATALOGUE)[number] }) {
  const { t } = useTranslation();
  const state = useExport(entry.path, {}, null);
  const queryClient = useQueryClient();
  // an export that ended is in the history: the history shows it when opened
  const was = useRef(false);
  useEffect(() => {
    if (was.current && !state.exporting) void queryClient.invalidateQueries({ queryKey: exportRuns.keys.all });
    was.current = Boolean(state.exporting);
  }, [state.exporting, queryClient]);
  return (
    <Card sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }} data-testid={`data-export-${entry.key}`}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t(`data.exports.items.${entry.key}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`data.exports.items.${entry.key}.description`)}
      </Typography>
      <ExportBar {...state} />
      <Link component={RouterLink} to={entry.list} variant="body2" underline="always">
        {t('data.exports.filtered')}
      </Link>
    </Card>
  );
}

/** Every export the user may run, all rows in the user's language; filtered ones from their lists. */
export function ExportCards() {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const mine = EXPORT_CATALOGUE.filter((entry) => canOpen(grants, { permission: entry.permission }));
  if (mine.length === 0)
    return (
      <Typography color="text.secondary" data-testid="data-exports-none">
        {t('data.exports.none')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
      {mine.map((entry) => (
        <ExportCard key={entry.key as ExportKey} entry={entry} />
      ))}
    </Box>
  );
}
