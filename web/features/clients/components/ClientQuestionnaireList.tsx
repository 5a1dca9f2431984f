import {
  questionnairePaths,
  questionnaireStatusLabels,
  type QuestionnaireStatus,
} from '../../../../modules/onboarding/contract';
import { formatDate } from '../../../../lib/german/format';
import { ButtonLink } from '../../../components/ui/Link';
import * as styles from './ClientDetails.css';
import { ClientHistoryList } from './ClientHistoryList';
import { QuestionnaireDownloadButton } from './QuestionnaireDownloadButton';

interface QuestionnaireEntry {
  id: string;
  createdAt: string;
  status: string;
}

const statusLabel = (s: string) => questionnaireStatusLabels[s as QuestionnaireStatus] ?? s;

/** The client's questionnaires: view in the portal, or download as DOCX. */
export function ClientQuestionnaireList({
  clientId,
  questionnaires,
}: {
  clientId: string;
  questionnaires: QuestionnaireEntry[];
}) {
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
          <ButtonLink
            to="/admin/questionnaires/$id"
            params={{ id: q.id }}
            search={{ client: clientId }}
            variant="secondary"
          >
            Ansehen
          </ButtonLink>
          <QuestionnaireDownloadButton
            path={questionnairePaths.download(q.id, 'docx')}
            fallbackName={`fragebogen-${q.id}.docx`}
            label="Herunterladen (DOCX)"
          />
        </div>
      )}
    />
  );
}
