import { useState } from 'react';
import { downloadMyData, downloadMyFiles } from '../api/audit';
import { useSessionUser } from '../../../auth/use-session';
import { handleApiError } from '../../../api/handle-error';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { toast } from '../../../components/ui/toast-queue';
import * as styles from './Audit.css';

/** Account settings, every role: everything the portal holds about oneself, as a JSON file; a client's files as a ZIP. */
export function MyDataExportCard() {
  const user = useSessionUser();
  const [busy, setBusy] = useState<'data' | 'files' | null>(null);
  const download = async (what: 'data' | 'files') => {
    setBusy(what);
    try {
      const name = what === 'data' ? await downloadMyData() : await downloadMyFiles(user!.id);
      toast.success('Daten heruntergeladen', name);
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title="Meine Daten" testId="my-data-export">
      <div className={styles.section}>
        <p className={styles.hint}>Laden Sie alle Daten, die das Portal über Sie speichert, als JSON-Datei herunter.</p>
        <div>
          <Button variant="secondary" isPending={busy === 'data'} onPress={() => void download('data')}>
            Meine Daten herunterladen
          </Button>
        </div>
        {user?.role === 'user' ? (
          <div>
            <Button variant="secondary" isPending={busy === 'files'} onPress={() => void download('files')}>
              Meine Dateien herunterladen (ZIP)
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
