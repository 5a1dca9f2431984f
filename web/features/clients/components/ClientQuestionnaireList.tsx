import { useMutation } from '@tanstack/react-query';
import {
  questionnairePaths,
  questionnaireStatusLabels,
  type QuestionnaireStatus,
} from '../../../../modules/onboarding/contract';
import { downloadFile } from '../../../api/download';
import { formatDate } from '../../../../lib/german/format';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/Link';
import { toast } from '../../../components/ui/toast-queue';
import { questionnaireDownloadError } from '../rules/questionnaire-download';
import * as styles from './ClientDetails.css';
import { DividedList } from '../../../components/ui/DividedList';

interface QuestionnaireEntry {
  id: string;
  createdAt: string;
  status: string;
}

const statusLabel = (s: string) => questionnaireStatusLabels[s as QuestionnaireStatus] ?? s;

/** The client's questionnaires: view in the portal, or download as DOCX. */
export function ClientQuestionnaireList({ questionnaires }: { questionnaires: QuestionnaireEntry[] }) {
  if (questionnaires.length === 0) return <p className={styles.empty}>Kein Fragebogen vorhanden.</p>;
  return (
    <DividedList aria-label="Fragebögen">
      {questionnaires.map((q) => (
        <li key={q.id} className={styles.item} data-testid="client-questionnaire">
          <div className={styles.itemHead}>
            <span className={styles.itemTitle}>Fragebogen vom {formatDate(q.createdAt)}</span>
            <span className={styles.itemMeta}>{statusLabel(q.status)}</span>
          </div>
          <div className={styles.itemActions}>
            <ButtonLink to="/admin/questionnaires/$id" params={{ id: q.id }} variant="secondary">
              Ansehen
            </ButtonLink>
            <DownloadButton id={q.id} />
          </div>
        </li>
      ))}
    </DividedList>
  );
}

/** Fetched rather than linked, so a failure names its cause (spec 02 §8) instead of opening an error page. */
function DownloadButton({ id }: { id: string }) {
  const download = useMutation({
    mutationFn: () => downloadFile(questionnairePaths.download(id, 'docx'), `fragebogen-${id}.docx`),
    onError: (error) => toast.error('Fehler', questionnaireDownloadError(error)),
  });
  return (
    <Button variant="secondary" onPress={() => download.mutate()} isPending={download.isPending}>
      Herunterladen (DOCX)
    </Button>
  );
}
