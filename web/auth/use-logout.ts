import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { logout } from '../api/auth';
import { toast } from '../components/ui/toast-queue';
import { endLocalSession } from './end-session';

const logoutFailedText = 'Abmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.';

/** 'Abmelden': end the session on the server, forget it here, go to the start page. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      toast.error(logoutFailedText);
      return;
    }
    endLocalSession(queryClient);
    toast.success('Abgemeldet');
    await navigate({ to: '/', replace: true });
  }, [queryClient, navigate]);
}
