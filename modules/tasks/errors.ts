import type { ErrorTable } from '../../server/http/domain-errors';
import { taskMessages } from './contract';
import type { TaskError } from './decide';

/** Each broken task rule as status and German message; the API code is the rule's own name. */
export const tasksErrors: ErrorTable<TaskError> = {
  TaskExists: [409, 'Diese Aufgabe gibt es bereits.', 'TaskExists'],
  TaskNotFound: [404, taskMessages.notFound, 'TaskNotFound'],
  ClientGivesNoTask: [403, taskMessages.clientGivesNoTask, 'ClientGivesNoTask'],
  DueInPast: [400, taskMessages.dueInPast, 'DueInPast'],
  MeetingOfOtherClient: [400, taskMessages.meetingOfOtherClient, 'MeetingOfOtherClient'],
  AlreadyDone: [409, taskMessages.alreadyDone, 'AlreadyDone'],
  NotDone: [409, taskMessages.notDone, 'NotDone'],
  NotDue: [409, 'Für diese Aufgabe ist heute keine Erinnerung fällig.', 'NotDue'],
};
