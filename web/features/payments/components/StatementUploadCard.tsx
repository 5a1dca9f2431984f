import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { paymentKeys } from '../../../../modules/payments/contract';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { startStatementImport, statementImportQuery } from '../api/payments';
import * as styles from './PaymentsPage.css';

/**
 * 'Kontoauszug hochladen': the file is imported in the background (issue 31 item 1); the card shows
 * how far ('3.000 von 10.000 Zeilen'), then what was read and proposed, or why the file was refused.
 */
export function StatementUploadCard() {
  const queryClient = useQueryClient();
  const [importId, setImportId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: startStatementImport,
    meta: { errorToast: () => null },
    onMutate: () => setImportId(null),
    onSuccess: (started) => setImportId(started.id),
  });
  const current = useQuery({ ...statementImportQuery(importId ?? ''), enabled: importId !== null });
  const running = current.data?.status === 'queued' || current.data?.status === 'running';
  const status = current.data?.status;
  // The lists follow once the import is through (pushes refresh them while it runs, too).
  useEffect(() => {
    if (status === 'done') void queryClient.invalidateQueries({ queryKey: paymentKeys.proposals });
  }, [status, queryClient]);
  const imported = current.data;
  return (
    <Card
      title="Kontoauszug hochladen"
      subtitle="CAMT.053/054 (XML) oder der CSV-Export Ihrer Bank, bis 10.000 Buchungen. Schon bekannte Buchungen werden nicht doppelt angelegt."
      testId="payments-upload"
    >
      <div className={styles.stackMd}>
        <FileTrigger
          acceptedFileTypes={['.xml', '.csv', '.txt', 'text/xml', 'application/xml', 'text/csv']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) start.mutate(file);
          }}
        >
          <Button isPending={start.isPending || (importId !== null && (running || current.isPending))}>
            Datei auswählen und hochladen
          </Button>
        </FileTrigger>
        {imported && running && <Notice tone="info">{`Import läuft: ${imported.progress}`}</Notice>}
        {imported?.status === 'done' && imported.result && (
          <Notice tone="success">{`${imported.result.formatLabel}: ${imported.result.message}`}</Notice>
        )}
        {imported?.status === 'refused' && <Notice tone="error">{imported.message}</Notice>}
        {start.error && <Notice tone="error">{start.error.message}</Notice>}
        {current.error && <Notice tone="error">{current.error.message}</Notice>}
      </div>
    </Card>
  );
}
