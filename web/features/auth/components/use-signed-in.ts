import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { identityKeys, type User } from '../../../../modules/identity/contract';
import { homePathFor } from '../../../auth/access';
import { toast } from '../../../components/ui/toast-queue';

/** Spec 01 §9: the redirect by role follows 100 ms after a successful login. */
const loginRedirectDelayMs = 100;

/** What a finished sign-in does (after the password, or after the second step): session, toast, home. */
export function useSignedIn(): (user: User) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user) => {
    queryClient.setQueryData(identityKeys.me, user);
    toast.success('Anmeldung erfolgreich');
    window.setTimeout(() => void navigate({ to: homePathFor(user.role), replace: true }), loginRedirectDelayMs);
  };
}
