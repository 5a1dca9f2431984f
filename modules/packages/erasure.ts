import { tablesOf } from '../../server/db/kysely';
import type { PersonalFields, Projection } from '../../server/eventstore';
import type { PackagesTables } from './tables';

const byClient = (fields: string[], purpose: PersonalFields['purpose'] = 'personal'): PersonalFields => ({ subject: (d) => (d.clientId as string) ?? null, fields, purpose });

/**
 * Free texts about a client are personal; the proof of a binding acceptance (IP, browser, terms)
 * is contract data the firm keeps for 7 years after the account ends. Prices, hours, dates and
 * invoice references stay plain: without the person they identify no one.
 */
export const packagesPersonal: Record<string, PersonalFields> = {
  PackageOffered: byClient(['notes']),
  PackageDeclined: byClient(['reason']),
  PackageRated: byClient(['comment']),
  PackageAccepted: byClient(['ip', 'userAgent'], 'contract'),
};

export const packagesErasure: Projection = {
  name: 'packages.erasure',
  tables: ['user_packages'],
  handles: ['UserDeleted'],
  async apply(tx, event) {
    await tablesOf<PackagesTables>(tx)
      .updateTable('user_packages')
      .set({ notes: null, decline_reason: null, rating_comment: null })
      .where('user_id', '=', (event.data as { userId: string }).userId)
      .execute();
  },
};
