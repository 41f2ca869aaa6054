import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AuthFrame } from '../components/auth-frame.tsx';
import { LoginForm } from '../components/login-form.tsx';

const AcceptInvitation = lazy(() => import('../components/accept-invitation.tsx'));

/** /login (and /Login): sign-in, or with ?invite=TOKEN the invitation's accept form. */
export function Component() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  return (
    <AuthFrame>
      {invite ? (
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress />
            </Box>
          }
        >
          <AcceptInvitation token={invite} />
        </Suspense>
      ) : (
        <LoginForm initialUsername={params.get('username') ?? ''} />
      )}
    </AuthFrame>
  );
}
