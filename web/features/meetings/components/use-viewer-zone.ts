import { BERLIN } from '../../../../lib/german/time';
import { useSessionUser } from '../../../auth/use-session';

/** The zone the signed-in person reads times in: a client's own (issue 34); the firm's people Berlin's. */
export function useViewerZone(): string {
  const user = useSessionUser();
  return user?.role === 'user' ? user.timeZone : BERLIN;
}
