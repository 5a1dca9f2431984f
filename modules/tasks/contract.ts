import { z } from 'zod';
import { optionalText, requiredLine } from '../../lib/german/text';
import type { TaskEvent } from './events';

// Isomorphic: the action items (Aufgaben) a coach or the office gives a client between sessions.

export const taskMessages = {
  titleMissing: 'Bitte geben Sie der Aufgabe einen Titel.',
  dueInvalid: 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
  dueInPast: 'Das Fälligkeitsdatum liegt in der Vergangenheit.',
  notFound: 'Aufgabe nicht gefunden.',
  clientGivesNoTask: 'Aufgaben bekommen Sie von Ihrem Accelerator oder vom Büro; Eigenes halten Sie als Notiz fest.',
  meetingOfOtherClient: 'Dieses Meeting gehört nicht zu diesem Klienten.',
  alreadyDone: 'Diese Aufgabe ist bereits erledigt.',
  notDone: 'Diese Aufgabe ist noch offen.',
  given: 'Aufgabe gestellt',
  giveFailed: 'Die Aufgabe konnte nicht gestellt werden.',
  done: 'Aufgabe erledigt',
  reopened: 'Aufgabe wieder offen',
  tickFailed: 'Die Aufgabe konnte nicht geändert werden.',
  loadFailed: 'Die Aufgaben konnten nicht geladen werden.',
} as const;

/** `POST /api/clients/{clientId}/tasks`: `dueOn` a Berlin calendar day (YYYY-MM-DD). */
export const giveTaskRequest = z.object({
  title: requiredLine(200, taskMessages.titleMissing),
  details: optionalText(5000),
  // An emptied date field sends '' (the form's 'no due day'): read as none, not as a bad date.
  dueOn: z
    .preprocess((v) => (v === '' ? null : v), z.iso.date({ error: taskMessages.dueInvalid }).nullish())
    .transform((v) => v ?? null),
  meetingId: z.string().uuid('Ungültiges Meeting.').nullish(),
});
export type GiveTaskRequest = z.input<typeof giveTaskRequest>;

export const taskSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  title: z.string(),
  details: z.string().nullable(),
  dueOn: z.string().nullable(),
  meetingId: z.string().nullable(),
  givenBy: z.string(),
  givenByName: z.string(),
  givenAt: z.string(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  doneByName: z.string().nullable(),
  /** Open and its due day is past (Berlin). */
  overdue: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

export const tasksAnswer = z.object({ tasks: z.array(taskSchema) });
export const givenTaskAnswer = z.object({ id: z.string() });

/** `GET /api/tasks/overdue`: the open tasks past their day of the clients the coach coaches (the office: all). */
export const overdueTasksAnswer = z.object({
  tasks: z.array(taskSchema.extend({ clientName: z.string() })),
});
export type OverdueTask = z.infer<typeof overdueTasksAnswer>['tasks'][number];

export const tasksKeys = {
  all: ['tasks'] as const,
  ofClient: (clientId: string) => ['tasks', clientId] as const,
  overdue: ['tasks', 'overdue'] as const,
};

/** The event types of tasks, for the web's realtime registry. */
export type TasksEventType = TaskEvent['type'];
