import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import {
  isIncompleteLead,
  type QuestionnaireAdminView,
  type QuestionnaireRequest,
  type QuestionnaireView,
  type RequestListQuery,
} from './contract';
import type { QuestionnaireState } from './decide';
import type { OnboardingTables, QuestionnairesTable } from './tables';
import { countOf } from '../../server/db/paging';
import { isUuid } from '../../server/db/reads';

/** Whole questionnaire rows, to be narrowed by the query. */
const questionnaireRows = (db: Db | Tx) => tablesOf<OnboardingTables>(db).selectFrom('questionnaires').selectAll();

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toView(row: QuestionnairesTable): QuestionnaireView {
  return {
    id: row.id,
    status: row.status,
    answers: row.answers as QuestionnaireView['answers'],
    responses: row.responses,
    recommendedPackage: row.recommended_package,
    selectedPackage: row.selected_package,
    userId: row.user_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

export function toAdminView(row: QuestionnairesTable): QuestionnaireAdminView {
  return {
    ...toView(row),
    leadScore: row.lead_score,
    coachingBrief: row.coaching_brief,
    completedAt: iso(row.completed_at),
    requestedAt: iso(row.requested_at),
    convertedAt: iso(row.converted_at),
  };
}

export function toRequest(row: QuestionnairesTable): QuestionnaireRequest {
  return {
    id: row.id,
    name: row.answers.name ?? '',
    email: row.answers.email ?? '',
    phone: row.answers.phone ?? '',
    company: row.answers.company ?? '',
    status: row.status,
    leadScore: row.lead_score,
    recommendedPackage: row.recommended_package,
    selectedPackage: row.selected_package,
    userId: row.user_id,
    requestedAt: iso(row.requested_at),
    updatedAt: row.updated_at.toISOString(),
    incomplete: isIncompleteLead(row.status),
  };
}

/** The read row as the permission rules see it (only `exists` and `userId` matter for reading). */
export function stateForReading(row: QuestionnairesTable): QuestionnaireState {
  return {
    exists: true,
    status: row.status,
    answers: row.answers,
    evaluation: null,
    selectedPackage: row.selected_package,
    userId: row.user_id,
    lastSavedAt: row.updated_at.toISOString(),
    erased: false,
  };
}

export async function findQuestionnaire(db: Db | Tx, id: string): Promise<QuestionnairesTable | undefined> {
  if (!isUuid(id)) return undefined;
  return questionnaireRows(db).where('id', '=', id).executeTakeFirst();
}

/**
 * Every lead: requests (request_sent and converted) first, then those stopped before step 3; each
 * part highest lead score first, then the newest request, then the last touched.
 */
/** The requests (request_sent, converted) among the questionnaires. */
const IS_REQUEST = sql<boolean>`status IN ('request_sent', 'converted')`;

/** `%` and `_` of a search are meant literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the admin's list of leads and how many match: the requests first, highest lead score
 * first, then the newest; searched in name, e-mail and company. The order is the expression index
 * `questionnaires_request_order`: a page reads only its rows, however long the history.
 */
export async function pageOfRequests(
  db: Db | Tx,
  query: RequestListQuery,
): Promise<{ rows: QuestionnairesTable[]; total: number }> {
  let base = tablesOf<OnboardingTables>(db).selectFrom('questionnaires');
  if (query.filter === 'requests') base = base.where(IS_REQUEST);
  if (query.filter === 'incomplete') base = base.where(sql<boolean>`NOT ${IS_REQUEST}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    base = base.where((eb) =>
      eb.or((['name', 'email', 'company'] as const).map((field) => eb(sql`answers->>${field}`, 'ilike', pattern))),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy(IS_REQUEST, 'desc')
      .orderBy('lead_score', (ob) => ob.desc().nullsLast())
      .orderBy('requested_at', (ob) => ob.desc().nullsLast())
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    countOf(base),
  ]);
  return { rows, total };
}

/** The questionnaire linked to a client account (the latest, should there be several). */
export async function findQuestionnaireOfUser(db: Db | Tx, userId: string): Promise<QuestionnairesTable | undefined> {
  if (!isUuid(userId)) return undefined;
  return questionnaireRows(db).where('user_id', '=', userId).orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
}

/** Every questionnaire linked to a client, newest first (client details, data export). */
export async function questionnairesOfUser(db: Db | Tx, userId: string): Promise<QuestionnaireAdminView[]> {
  if (!isUuid(userId)) return [];
  const rows = await questionnaireRows(db).where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  return rows.map(toAdminView);
}

/** Per client: how many questionnaires are held. */
export async function questionnaireCountsByUser(
  db: Db | Tx,
  userIds?: readonly string[],
): Promise<Map<string, number>> {
  let q = tablesOf<OnboardingTables>(db).selectFrom('questionnaires').where('user_id', 'is not', null);
  // Only the given clients (a page of a list), or everyone.
  if (userIds) q = q.where('user_id', '=', sql<string>`ANY(${[...userIds]}::uuid[])`);
  const rows = await q
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id as string, Number(r.n)]));
}

/**
 * Requests sent in the hour up to `at` (that moment included): how many, and the e-mail of each
 * while they are within the cap of all requests (beyond it nobody is mailed, so who got what no
 * longer matters and a flood reads no thousand rows).
 */
export async function requestsInHourBefore(
  db: Db | Tx,
  at: Date,
  capOfAll: number,
): Promise<{ all: number; emails: (string | null)[] }> {
  const rows = await tablesOf<OnboardingTables>(db)
    .selectFrom('questionnaires')
    .select(sql<string | null>`answers->>'email'`.as('email'))
    .where('requested_at', '>', new Date(at.getTime() - 60 * 60_000))
    .where('requested_at', '<=', at)
    .limit(capOfAll + 1)
    .execute();
  if (rows.length <= capOfAll) return { all: rows.length, emails: rows.map((r) => r.email) };
  const { all } = await tablesOf<OnboardingTables>(db)
    .selectFrom('questionnaires')
    .select(sql<number>`count(*)::int`.as('all'))
    .where('requested_at', '>', new Date(at.getTime() - 60 * 60_000))
    .where('requested_at', '<=', at)
    .executeTakeFirstOrThrow();
  return { all, emails: [] };
}
