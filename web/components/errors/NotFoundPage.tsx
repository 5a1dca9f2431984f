import { useRouter } from '@tanstack/react-router';
import { Button } from '../ui/Button';
import { ButtonLink } from '../ui/Link';
import { useDocumentTitle } from '../../lib/use-document-title';
import * as styles from './ErrorPages.css';

/** Any unknown path (spec 01 §2). */
export function NotFoundPage() {
  const router = useRouter();
  useDocumentTitle('Seite nicht gefunden');
  return (
    <div className={styles.wrap}>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Seite nicht gefunden</h1>
        <p className={styles.text}>Die aufgerufene Seite existiert nicht oder wurde verschoben.</p>
        <div className={styles.actions}>
          <ButtonLink to="/">Zur Startseite</ButtonLink>
          <Button variant="secondary" onPress={() => router.history.back()}>
            Zurück
          </Button>
        </div>
      </div>
    </div>
  );
}
