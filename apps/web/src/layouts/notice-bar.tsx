import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import { useTranslation } from 'react-i18next';

/** The notice bar under the app bar (spec section 1). */
export function NoticeBar() {
  const { t } = useTranslation();
  return (
    <Box
      role="note"
      data-testid="notice-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, md: 3 },
        py: 0.75,
        fontSize: 12.5,
        fontWeight: 500,
        color: 'primary.dark',
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <VerifiedUserRounded sx={{ fontSize: 16 }} />
      {t('layout.notice')}
    </Box>
  );
}
