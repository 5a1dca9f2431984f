import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '../ui/Button';
import { ErrorScreen } from './ErrorScreen';

/** The error boundary page of a render crash (spec 01 §8), with reload, retry and back. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  // Only logged: the details are for developers, not for the person using the portal.
  console.error(error);

  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };

  return (
    <ErrorScreen
      role="alert"
      title="Etwas ist schiefgelaufen"
      text="Beim Anzeigen dieser Seite ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut."
    >
      <Button onPress={retry}>Erneut versuchen</Button>
      <Button variant="secondary" onPress={() => window.location.reload()}>
        Seite neu laden
      </Button>
      <Button variant="secondary" onPress={() => router.history.back()}>
        Zurück
      </Button>
    </ErrorScreen>
  );
}
