import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND, BRAND_INFO } from '../../../lib/brand.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';

/** The sign-in pages' frame: the brand panel on wide screens, the form card beside it. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: '42%',
          maxWidth: 560,
          p: 5,
          color: '#fff',
          background: `radial-gradient(circle at 20% 15%, rgba(242,100,31,.35), transparent 40%), linear-gradient(160deg, ${BRAND.primary} 0%, ${BRAND.sidebar} 75%)`,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              bgcolor: BRAND.accent,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              fontSize: 20,
            }}
          >
            {BRAND_INFO.name[0]}
          </Box>
          <Typography sx={{ fontWeight: 800, fontSize: 20 }}>
            {BRAND_INFO.name}{' '}
            <Box component="span" sx={{ fontWeight: 400, opacity: 0.8 }}>
              {BRAND_INFO.product}
            </Box>
          </Typography>
        </Box>
        <Box>
          <Typography sx={{ fontSize: 30, fontWeight: 800, lineHeight: 1.2, letterSpacing: -0.5 }}>
            {t('auth.frame.headline')}
          </Typography>
          <Typography sx={{ mt: 2, opacity: 0.85, fontSize: 15, maxWidth: 420 }}>
            {t('auth.frame.description')}
          </Typography>
        </Box>
        <Typography sx={{ fontSize: 12.5, opacity: 0.7 }}>
          {t('auth.frame.support', { hotline: BRAND_INFO.hotline, email: BRAND_INFO.email })}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
          <LanguageSwitch color="primary" />
        </Box>
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
          <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
            {children}
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
