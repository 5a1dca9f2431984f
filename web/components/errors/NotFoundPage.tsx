import { useRouter } from '@tanstack/react-router';
import { Button } from '../ui/Button';
import { ButtonLink } from '../ui/Link';
import { ErrorScreen } from './ErrorScreen';

/** Any unknown path (spec 01 §2). */
export function NotFoundPage() {
  const router = useRouter();
  return (
    <ErrorScreen
      code="404"
      title="Seite nicht gefunden"
      text="Die aufgerufene Seite existiert nicht oder wurde verschoben."
    >
      <ButtonLink to="/">Zur Startseite</ButtonLink>
      <Button variant="secondary" onPress={() => router.history.back()}>
        Zurück
      </Button>
    </ErrorScreen>
  );
}
