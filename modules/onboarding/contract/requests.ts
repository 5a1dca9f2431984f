import { choices } from '../../../lib/choices';
import { PAGE_SIZE } from '../../../lib/page-size';
import type { DownloadFormat, RequestListQuery } from '../contract';

// Isomorphic (re-exported by contract.ts), without schemas: what the admin dashboard's list of leads
// needs on `/admin` (statuses, page size, query keys, paths), so the page does not load the contract's
// schemas and zod's classic API with it (web/README.md 'Bytes': a module goes into one chunk whole).

export const { values: questionnaireStatuses, labels: questionnaireStatusLabels } = choices({
  lead: 'Begonnen',
  questionnaire: 'Fragebogen ausgefüllt',
  package: 'Paket gewählt',
  request_sent: 'Anfrage gesendet',
  converted: 'Registriert',
});
export type QuestionnaireStatus = (typeof questionnaireStatuses)[number];

/** The order of the status flow (spec 01 §4); a status never moves backwards. */
export const statusRank = (s: QuestionnaireStatus): number => questionnaireStatuses.indexOf(s);

/** A lead that stopped before step 3: no request was sent (the admin's list marks it). */
export const isIncompleteLead = (s: QuestionnaireStatus): boolean => statusRank(s) < statusRank('request_sent');
/** The admin list's mark for such a lead (our wording, README). */
export const incompleteLeadLabel = 'unvollständig';

export const REQUEST_PAGE_SIZE = PAGE_SIZE;

export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  requests: ['questionnaires', 'requests'] as const,
  /** one page of the requests; the push makes every page stale through the prefix above */
  requestPage: (query: Partial<RequestListQuery>) => ['questionnaires', 'requests', query] as const,
  detail: (id: string) => ['questionnaires', id] as const,
};

/** API paths, so web and server name them once. */
export const questionnairePaths = {
  collection: '/api/questionnaires',
  one: (id: string) => `/api/questionnaires/${id}`,
  requests: '/api/questionnaires/requests',
  emailStatus: '/api/questionnaires/email-status',
  download: (id: string, format: DownloadFormat = 'docx') => `/api/questionnaires/${id}/download?format=${format}`,
  clientDownload: (clientId: string, format: DownloadFormat = 'docx') =>
    `/api/questionnaires/client/${clientId}/download?format=${format}`,
};
