import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast-queue';

/** Shows the spec's load-failure toast once each time a query turns to an error. */
export function useLoadErrorToast(isError: boolean, message: string): void {
  useEffect(() => {
    if (isError) toast.error('Fehler', message);
  }, [isError, message]);
}
