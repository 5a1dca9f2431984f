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
import { ClientHistoryList } from './ClientHistoryList';

interface QuestionnaireEntry {
  id: string;
  createdAt: string;
  status: string;
}

const statusLabel = (s: string) => questionnaireStatusLabels[s as QuestionnaireStatus] ?? s;

/** The client's questionnaires: view in the portal, or download as DOCX. */
export function ClientQuestionnaireList({ questionnaires }: { questionnaires: QuestionnaireEntry[] }) {
  return (
    <ClientHistoryList
      items={questionnaires}
      empty="Kein Fragebogen vorhanden."
      label="Fragebögen"
      itemTestId="client-questionnaire"
      title={(q) => `Fragebogen vom ${formatDate(q.createdAt)}`}
      status={(q) => <span className={styles.itemMeta}>{statusLabel(q.status)}</span>}
      details={(q) => (
        <div className={styles.itemActions}>
          <ButtonLink to="/admin/questionnaires/$id" params={{ id: q.id }} variant="secondary">
            Ansehen
          </ButtonLink>
          <DownloadButton id={q.id} />
        </div>
      )}
    />
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
