import { useState } from 'react';
import { Button as RACButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { api } from '../../api/client';
import { isApiError } from '../../api/errors';
import { formatTime } from '../../../lib/german/format';
import { Button } from '../ui/Button';
import { appendEntry, type DebugEntry } from './log';
import * as styles from './DebugPanel.css';

const probes = [
  { label: 'Verbindung testen', url: '/api/safari-debug/test' },
  { label: 'Anmeldung testen', url: '/api/safari-debug/test-auth' },
  { label: 'Klienten laden', url: '/api/clients' },
] as const;

function summarize(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)} …` : text;
}

function DebugLog() {
  const [log, setLog] = useState<DebugEntry[]>([]);

  const run = async (label: string, url: string) => {
    const at = formatTime(new Date(), { seconds: true });
    let entry: DebugEntry;
    try {
      const answer = await api.get(url, { retries: 0 });
      entry = { at, label, status: 200, body: summarize(answer) };
    } catch (error) {
      const status = isApiError(error) && error.status > 0 ? error.status : 'Netzwerkfehler';
      entry = { at, label, status, body: summarize(isApiError(error) ? (error.data ?? error.message) : String(error)) };
    }
    setLog((current) => appendEntry(current, entry));
  };

  return (
    <>
      <div className={styles.actions}>
        {probes.map((p) => (
          <Button key={p.url} variant="secondary" onPress={() => void run(p.label, p.url)}>
            {p.label}
          </Button>
        ))}
        <Button variant="ghost" onPress={() => setLog([])}>
          Protokoll leeren
        </Button>
      </div>
      <ol className={styles.log} aria-label="Protokoll" data-testid="debug-log">
        {log.map((e, i) => (
          <li key={`${e.at}-${i}`} className={styles.entry}>
            {e.at} · {e.label} · {e.status} · {e.body}
          </li>
        ))}
      </ol>
    </>
  );
}

/** Connection and session probes for Safari and iOS users (spec 01 §2). */
export default function DebugPanel() {
  return (
    <DialogTrigger>
      <RACButton className={styles.trigger}>Debug</RACButton>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} aria-label="Debug-Panel">
            <Heading slot="title" className={styles.heading}>
              Debug-Panel
            </Heading>
            <DebugLog />
            <Button slot="close" variant="secondary">
              Schließen
            </Button>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
