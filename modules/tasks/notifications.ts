import { reactionsTo } from '../../server/eventstore';
import { queueMails } from '../../jobs/boss';
import { letterTo } from '../../lib/german/letter';
import { findUserById } from '../identity';
import type { TaskEvent } from './events';

/**
 * The reminder on the due morning, to the client. It names no task: mails leave the portal, what
 * the client works on stays in it (the portal shows the task behind the link).
 */
export const taskMailReactions = reactionsTo<TaskEvent>({
  TaskReminded: async (tx, e, { store, publicUrl }) => {
    const client = await findUserById(tx, e.data.clientId);
    if (!client) return;
    const lines = [
      'heute ist eine Aufgabe aus Ihrem Coaching fällig.',
      '',
      `Sie finden sie im Portal unter Aufgaben: ${publicUrl}/tasks`,
    ];
    await queueMails(store, tx, e.eventId, [
      {
        to: client.email,
        subject: 'Heute fällig: eine Aufgabe aus Ihrem Coaching',
        text: letterTo(client.name, lines),
      },
    ]);
  },
});
