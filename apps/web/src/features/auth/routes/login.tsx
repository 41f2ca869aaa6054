import { useSearchParams } from 'react-router';
import { AcceptInvitationForm } from '../components/accept-invitation-form.tsx';
import { AuthFrame } from '../components/auth-frame.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /login (and /Login): sign-in, or with ?invite=TOKEN the invitation's accept form. */
export function Component() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  return (
    <AuthFrame>
      {invite ? <AcceptInvitationForm token={invite} /> : <LoginForm initialUsername={params.get('username') ?? ''} />}
    </AuthFrame>
  );
}
