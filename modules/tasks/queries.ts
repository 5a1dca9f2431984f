import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { distinctOf, idsOf } from '../../server/db/reads';
import { namesOf, namesOrGoneOf } from '../identity';
import { goneAuthor } from '../notes';
import type { OverdueTask, Task } from './contract';
import type { TasksTables } from './tables';

const t = (db: Db | Tx) => tablesOf<TasksTables>(db);
type Row = TasksTables['client_tasks'];

/** Rows as the screens show them: the names of who gave and who ticked, overdue as of `today` (Berlin). */
async function toTasks(db: Db | Tx, rows: Row[], today: string): Promise<Task[]> {
  const nameOf = await namesOrGoneOf(
    db,
    rows.flatMap((r) => [r.given_by, ...(r.done_by ? [r.done_by] : [])]),
  );
  return rows.map((r) => ({
    id: r.id,
    clientId: r.client_id,
    title: r.title,
    details: r.details,
    dueOn: r.due_on,
    meetingId: r.meeting_id,
    givenBy: r.given_by,
    givenByName: nameOf(r.given_by, goneAuthor(r.giver_role)),
    givenAt: r.given_at.toISOString(),
    done: r.done,
    doneAt: r.done_at?.toISOString() ?? null,
    doneByName: r.done_by ? nameOf(r.done_by, 'Unbekannt') : null,
    overdue: !r.done && r.due_on !== null && r.due_on < today,
  }));
}

/** A client's tasks: the open ones first (soonest due first, undated last), then the done ones, latest first. */
export async function tasksOf(db: Db | Tx, clientId: string, today: string): Promise<Task[]> {
  const rows = await t(db)
    .selectFrom('client_tasks')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('done')
    .orderBy('due_on', (ob) => ob.asc().nullsLast())
    .orderBy('done_at', 'desc')
    .orderBy('given_at', 'desc')
    .execute();
  return toTasks(db, rows, today);
}

/** The open tasks past their day of these clients (or of every client), the longest overdue first. */
export async function overdueTasks(db: Db | Tx, today: string, clientIds?: readonly string[]): Promise<OverdueTask[]> {
  if (clientIds?.length === 0) return [];
  let q = t(db).selectFrom('client_tasks').selectAll().where('done', '=', false).where('due_on', '<', today);
  if (clientIds) q = q.where('client_id', 'in', clientIds);
  const rows = await q.orderBy('due_on').limit(200).execute();
  const clientName = await namesOf(
    db,
    rows.map((r) => r.client_id),
    'Unbekannt',
  );
  return (await toTasks(db, rows, today)).map((task) => ({
    ...task,
    clientName: clientName(task.clientId),
  }));
}

/** The client a task was given to, if it exists. */
export async function clientOfTask(db: Db | Tx, taskId: string): Promise<string | null> {
  const row = await t(db).selectFrom('client_tasks').select('client_id').where('id', '=', taskId).executeTakeFirst();
  return row?.client_id ?? null;
}

/** The open tasks due on `day` whose reminder has not gone out. */
export function tasksToRemind(db: Db | Tx, day: string): Promise<string[]> {
  return idsOf(
    t(db).selectFrom('client_tasks').where('done', '=', false).where('reminded', '=', false).where('due_on', '=', day),
  );
}

/** The clients `giverId` gave a task (their own data export asks). */
export const clientsWithTasksBy = (db: Db | Tx, giverId: string): Promise<string[]> =>
  distinctOf(t(db).selectFrom('client_tasks').where('given_by', '=', giverId), 'client_id');
