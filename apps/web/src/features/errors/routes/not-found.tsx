import Box from '@mui/material/Box';
import { MESSAGES } from '@admin/contract/codes';
import { ErrorPage } from '../../../components/error-page.tsx';
import { AppShell } from '../../../layouts/default-layout.tsx';
import { useAuth } from '../../../lib/auth.ts';

/** Unknown paths: 'This page could not be found', inside the app shell when signed in. */
export function Component() {
  const { user } = useAuth();
  const page = <ErrorPage status={404} message={MESSAGES.notFound} />;
  if (user) return <AppShell>{page}</AppShell>;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'grid', placeItems: 'center' }}>{page}</Box>
  );
}
