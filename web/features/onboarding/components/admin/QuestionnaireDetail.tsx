import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import {
  messages,
  questionnaireStatusLabels,
  type QuestionnaireAdminView,
} from '../../../../../modules/onboarding/contract';
import { questionnaireDetailQuery } from '../../api/onboarding';
import { formatDate } from '../../../../../lib/german/format';
import { Card } from '../../../../components/ui/Card';
import { Fact, FactList } from '../../../../components/ui/FactList';
import { TextLink } from '../../../../components/ui/Link';
import { EmptyState, Page } from '../../../../components/ui/Page';
import { AnswersList } from './AnswersList';
import { CoachingBriefList } from './CoachingBriefList';
import { DownloadButtons } from './DownloadButtons';
import { formatLeadScore, packageTitle, scoreTone } from './format';
import * as adminStyles from './Admin.css';
import * as styles from './Detail.css';
import { detailPageError } from '../../../../components/errors/page-states';

/** `/admin/questionnaires/$id`: every answer with its label, lead score, recommendation, coaching brief, downloads. */
export function QuestionnaireDetail({ id }: { id: string }) {
  const { data } = useSuspenseQuery(questionnaireDetailQuery(id));
  return <DetailContent q={data} />;
}

const questionnaireLoadFailed = 'Der Fragebogen konnte nicht geladen werden.';

/** No such questionnaire (a 404): the route's not-found state. */
export function QuestionnaireNotFound() {
  return (
    <Page title="Fragebogen">
      <EmptyState title={messages.notFound} />
      <BackLink />
    </Page>
  );
}

/** Back where the admin came from: the client's questionnaires (`?client=`), else the dashboard's requests. */
function BackLink() {
  const { client } = useSearch({ strict: false });
  return (
    <span className={styles.back}>
      {client ? (
        <TextLink to="/admin/clients/$clientId" params={{ clientId: client }} search={{ tab: 'questionnaires' }}>
          Zurück zum Klienten
        </TextLink>
      ) : (
        <TextLink to="/admin">Zurück zum Dashboard</TextLink>
      )}
    </span>
  );
}

function DetailContent({ q }: { q: QuestionnaireAdminView }) {
  const name = typeof q.answers.name === 'string' && q.answers.name ? q.answers.name : 'Fragebogen';
  const company = typeof q.answers.company === 'string' ? q.answers.company : '';
  return (
    <Page title={name} subtitle={[company, questionnaireStatusLabels[q.status]].filter(Boolean).join(' · ')}>
      <BackLink />
      <div className={styles.grid}>
        <Card title="Überblick" testId="questionnaire-overview">
          <FactList labelWidth="fluid">
            <Fact label="Lead-Score">
              <span className={styles.scoreLine}>
                <span className={adminStyles.score[scoreTone(q.leadScore)]}>{formatLeadScore(q.leadScore)}</span>
                <span className={adminStyles.secondary}>von 5</span>
              </span>
            </Fact>
            <Fact label="Empfohlenes Paket">{packageTitle(q.recommendedPackage)}</Fact>
            <Fact label="Gewähltes Paket">{packageTitle(q.selectedPackage)}</Fact>
            <Fact label="Status">{questionnaireStatusLabels[q.status]}</Fact>
            <Fact label="Begonnen am">{formatDate(q.createdAt)}</Fact>
            <Fact label="Anfrage gesendet am">{formatDate(q.requestedAt)}</Fact>
            <Fact label="Registriert am">{formatDate(q.convertedAt)}</Fact>
          </FactList>
          <DownloadButtons id={q.id} />
        </Card>
        <Card title="Coaching-Briefing" subtitle="Für das kostenlose Erstgespräch.">
          {q.coachingBrief ? (
            <CoachingBriefList brief={q.coachingBrief} />
          ) : (
            <p className={adminStyles.empty}>Noch nicht ausgewertet: der Fragebogen ist nicht abgeschlossen.</p>
          )}
        </Card>
        <div className={styles.wide}>
          <Card title="Antworten">
            <AnswersList questionnaire={q} />
          </Card>
        </div>
      </div>
    </Page>
  );
}

export const QuestionnaireLoadError = detailPageError({
  title: 'Fragebogen',
  message: questionnaireLoadFailed,
  back: <BackLink />,
});
