import { namedByRule } from '../../server/http/domain-errors';
import { taskMessages } from './contract';
import type { TaskError } from './decide';

/** Each broken task rule as status and German message; the API code is the rule's own name. */
export const tasksErrors = namedByRule<TaskError>({
  TaskExists: [409, 'Diese Aufgabe gibt es bereits.'],
  TaskNotFound: [404, taskMessages.notFound],
  ClientGivesNoTask: [403, taskMessages.clientGivesNoTask],
  DueInPast: [400, taskMessages.dueInPast],
  MeetingOfOtherClient: [400, taskMessages.meetingOfOtherClient],
  AlreadyDone: [409, taskMessages.alreadyDone],
  NotDone: [409, taskMessages.notDone],
  NotDue: [409, 'Für diese Aufgabe ist heute keine Erinnerung fällig.'],
});
