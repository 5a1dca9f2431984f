import { useState } from 'react';
import { downloadMyData } from '../api/audit';
import { handleApiError } from '../../../api/handle-error';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { toast } from '../../../components/ui/toast-queue';
import * as styles from './Audit.css';

/** Account settings, every role: everything the portal holds about oneself, as a JSON file. */
export function MyDataExportCard() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadMyData();
      toast.success('Daten heruntergeladen', name);
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Meine Daten" testId="my-data-export">
      <div className={styles.section}>
        <p className={styles.hint}>Laden Sie alle Daten, die das Portal über Sie speichert, als JSON-Datei herunter.</p>
        <div>
          <Button variant="secondary" isPending={busy} onPress={() => void download()}>
            Meine Daten herunterladen
          </Button>
        </div>
      </div>
    </Card>
  );
}
