import type { Grants } from '@admin/contract/permissions';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuFor } from '../../../lib/areas.ts';

/** The menu groups the user can open, as tiles leading to each group's first page. */
export function MenuTiles({ grants }: { grants: Grants }) {
  const { t } = useTranslation();
  const groups = menuFor(grants).filter((g) => g.key !== 'dashboard');
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
      data-testid="home-tiles"
    >
      {groups.map((group) => {
        const Icon = group.icon;
        return (
          <Card key={group.key} data-testid={`home-tile-${group.key}`}>
            <CardActionArea component={Link} to={group.entries[0].path} sx={{ p: 2, height: '100%' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(26,79,163,.08)',
                    color: 'primary.main',
                    flexShrink: 0,
                  }}
                >
                  {Icon && <Icon />}
                </Box>
                <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{t(`menu.groups.${group.key}`)}</Typography>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1.5 }}>
                {group.entries.map((entry) => (
                  <Chip key={entry.key} size="small" variant="outlined" label={t(entry.label)} />
                ))}
              </Box>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
