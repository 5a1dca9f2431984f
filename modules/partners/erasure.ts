import { tablesOf } from '../../server/db/kysely';
import type { Projection } from '../../server/eventstore';
import type { PartnersTables } from './tables';

/** A deleted partner account takes its profile out of the directory. */
export const profilesErasure: Projection = {
  name: 'partners.erasure',
  tables: ['partner_profiles'],
  handles: ['UserDeleted'],
  async apply(tx, event) {
    await tablesOf<PartnersTables>(tx).deleteFrom('partner_profiles').where('user_id', '=', (event.data as { userId: string }).userId).execute();
  },
};
