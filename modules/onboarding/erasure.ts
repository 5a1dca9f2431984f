import { tablesOf } from '../../server/db/kysely';
import { erasureProjection, type EventModule } from '../../server/eventstore';
import type { OnboardingTables } from './tables';

export const questionnairesOfPerson: NonNullable<EventModule['erasure']> = async (tx, personId) =>
  (
    await tablesOf<OnboardingTables>(tx)
      .selectFrom('questionnaires')
      .select('id')
      .where('user_id', '=', personId)
      .execute()
  ).map((r) => r.id);

/** A deleted account's questionnaires leave the read model. */
export const questionnairesErasure = erasureProjection('onboarding', 'questionnaires', 'user_id');
