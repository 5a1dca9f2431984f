import { clientMessages, coachAnswers, coachNoteTexts, taskTitles } from './german-texts';
import type { Action } from './plan-types';
import type { Random } from './random';
import { DAY, dayOf, HOUR, isoDay, MINUTE, privateTime } from './time';

/**
 * What a session leaves besides its summary (issue 33): sometimes a note of the coach (for the team,
 * or only for themself), sometimes a task for the client with a due day a few days on, which most
 * clients tick off before it; now and then a question of the client and the coach's answer, or a
 * plan the coach shares as a file. Drawn from a stream of its own, so the meetings' story stays as it was.
 */
export function betweenSessions(r: Random, state: { task: number }, coach: number, completeAt: number): Action[] {
  const actions: Action[] = [];
  if (r.chance(0.3)) {
    const visibility = r.chance(0.7) ? 'team' : 'private';
    actions.push({
      kind: 'coachNote',
      at: completeAt + r.int(2, 20) * MINUTE,
      coach,
      visibility,
      text: r.pick(coachNoteTexts[visibility]),
    });
  }
  if (r.chance(0.45)) {
    const task = state.task++;
    const at = completeAt + r.int(5, 30) * MINUTE;
    const dueDay = dayOf(at) + r.int(3, 10);
    actions.push({ kind: 'task', at, task, coach, title: r.pick(taskTitles), dueOn: isoDay(dueDay) });
    if (r.chance(0.75))
      actions.push({ kind: 'tick', at: privateTime(r, at + HOUR, [1, dueDay - dayOf(at) - 1]), task });
  }
  if (r.chance(0.25)) {
    const asked = privateTime(r, completeAt + HOUR, [0, 2]);
    const which = r.int(0, clientMessages.length - 1);
    actions.push({ kind: 'message', at: asked, coach, byClient: true, text: clientMessages[which]! });
    actions.push({
      kind: 'message',
      at: asked + r.int(30, 240) * MINUTE,
      coach,
      byClient: false,
      text: coachAnswers[which]!,
    });
  }
  if (r.chance(0.15)) {
    const day = isoDay(dayOf(completeAt)).split('-').reverse().join('.');
    actions.push({
      kind: 'file',
      at: completeAt + r.int(20, 60) * MINUTE,
      coach,
      name: `Maßnahmenplan ${day}.txt`,
      text: `Maßnahmenplan vom ${day}\n\n1. ${r.pick(taskTitles)}\n2. ${r.pick(taskTitles)}\n3. Nächsten Termin vorbereiten\n`,
    });
  }
  return actions.filter((a) => a.at > completeAt && a.at < completeAt + 30 * DAY);
}
