import { QueryClientProvider } from '@tanstack/react-query';
import '../../../lib/dayjs-locale.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { AcceptInvitationForm } from './accept-invitation-form.tsx';

/** The invitation screen, loaded only for /login?invite=…, with the query client it needs. */
export default function AcceptInvitation({ token }: { token: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AcceptInvitationForm token={token} />
    </QueryClientProvider>
  );
}
