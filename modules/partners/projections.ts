import { sql } from 'kysely';
import { tablesOf, type Tx } from '../../server/db/kysely';
import { defineProjection, streamRows, type Stored } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { partnersEventTypes, type PartnersEvent, type ProfileData } from './events';
import type { PartnersTables } from './tables';

const json = (value: unknown) => sql<never>`${JSON.stringify(value)}::jsonb`;

function columnsOf(p: ProfileData) {
  return {
    specialty: p.specialty,
    location: p.location,
    phone: p.phone,
    linkedin: p.linkedin,
    calendly_link: p.calendlyLink,
    hourly_rate: p.hourlyRate,
    available_hours: p.availableHours,
    active: p.active,
    bio: p.bio,
    expertise: json(p.expertise),
    client_references: json(p.references),
  };
}

/** `partner_profiles`: one row per existing profile; a row keeps the stream version it reflects. */
async function applyToProfiles(tx: Tx, e: Stored<PartnersEvent>): Promise<void> {
  const db = tablesOf<PartnersTables>(tx);
  const version = e.version;
  const profiles = streamRows(db, 'partner_profiles', 'user_id', version);
  switch (e.type) {
    case 'PartnerProfileCreated': {
      const at = new Date(e.data.at);
      await profiles.insert({
        user_id: e.data.userId,
        ...columnsOf(e.data.profile),
        created_at: at,
        updated_at: at,
        version,
      });
      return;
    }
    case 'PartnerProfileUpdated':
      await profiles.update(e.data.userId, { ...columnsOf(e.data.profile), updated_at: new Date(e.data.at) });
      return;
    case 'PartnerProfileDeleted':
      await db
        .deleteFrom('partner_profiles')
        .where('user_id', '=', e.data.userId)
        .where('version', '<', version)
        .execute();
      return;
    default:
      return unreachable(e);
  }
}

export const profilesProjection = defineProjection<PartnersEvent>({
  name: 'partners.profiles',
  tables: ['partner_profiles'],
  handles: partnersEventTypes,
  apply: applyToProfiles,
});
