import { jsonb, tablesOf } from '../../server/db/kysely';
import { streamTable } from '../../server/eventstore';
import type { PartnersEvent, ProfileData } from './events';
import type { PartnersTables } from './tables';

/**
 * A profile is sealed with its partner's key (privacy.ts): read back after the partner was erased
 * it is `{}`, a row of nothing until the erasure's own event (later in the log) removes it.
 */
function columnsOf(p: Partial<ProfileData>) {
  return {
    specialty: p.specialty ?? '',
    location: p.location ?? null,
    phone: p.phone ?? null,
    linkedin: p.linkedin ?? null,
    calendly_link: p.calendlyLink ?? null,
    hourly_rate: p.hourlyRate ?? null,
    available_hours: p.availableHours ?? null,
    active: p.active ?? false,
    bio: p.bio ?? null,
    expertise: jsonb(p.expertise ?? []),
    client_references: jsonb(p.references ?? []),
  };
}

/** The `partner_profiles` rows, each as of its stream's version. */
const profiles = streamTable(tablesOf<PartnersTables>, 'partner_profiles', 'user_id');

/** `partner_profiles`: one row per existing profile; a row keeps the stream version it reflects. */
export const profilesProjection = profiles.projection<PartnersEvent>('partners.profiles', {
  PartnerProfileCreated: (rows, e) => {
    const at = new Date(e.data.at);
    return rows.insert({
      user_id: e.data.userId,
      ...columnsOf(e.data.profile),
      created_at: at,
      updated_at: at,
      version: e.version,
    });
  },
  PartnerProfileUpdated: (rows, e) =>
    rows.update(e.data.userId, { ...columnsOf(e.data.profile), updated_at: new Date(e.data.at) }),
  PartnerProfileDeleted: (_rows, e, tx) =>
    tablesOf<PartnersTables>(tx)
      .deleteFrom('partner_profiles')
      .where('user_id', '=', e.data.userId)
      .where('version', '<', e.version)
      .execute(),
});
