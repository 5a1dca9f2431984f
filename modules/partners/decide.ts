import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { profileStreams, type PartnersEvent, type ProfileData } from './events';

/** What the profile rules need, folded from the profile's stream; `version` is the stream version. */
interface ProfileState {
  status: 'none' | 'active' | 'deleted';
  version: number;
}

const initialProfileState = (): ProfileState => ({ status: 'none', version: 0 });

function evolve(state: ProfileState, e: PartnersEvent): ProfileState {
  const version = state.version + 1;
  switch (e.type) {
    case 'PartnerProfileCreated':
    case 'PartnerProfileUpdated':
      return { status: 'active', version };
    case 'PartnerProfileDeleted':
      return { status: 'deleted', version };
    default:
      return unreachable(e);
  }
}

/** The partner account a profile belongs to, as identity has it (read by the handler). */
export type PartnerAccount = 'partner' | 'deactivated' | 'notPartner' | 'missing';

export type PartnersCommand =
  | { type: 'CreateProfile'; userId: string; profile: ProfileData; account: PartnerAccount; now: Date }
  /** `expectedVersion`: the version the editor loaded (If-Match). */
  | { type: 'UpdateProfile'; userId: string; profile: ProfileData; expectedVersion: number; now: Date }
  | { type: 'DeleteProfile'; userId: string; expectedVersion: number | null; now: Date };

export type PartnersError = 'UserNotFound' | 'NotAPartner' | 'ProfileExists' | 'ProfileNotFound' | 'VersionConflict';

/** Pure: the events a command causes on one profile stream, or the rule it breaks. */
function decide(command: PartnersCommand, state: ProfileState): PartnersEvent[] | PartnersError {
  const at = command.now.toISOString();
  const { userId } = command;
  switch (command.type) {
    case 'CreateProfile':
      if (command.account === 'missing' || command.account === 'deactivated') return 'UserNotFound';
      if (command.account === 'notPartner') return 'NotAPartner';
      // Create-once: "create when none exists, else update" — a second create must not overwrite.
      if (state.status === 'active') return 'ProfileExists';
      return [{ type: 'PartnerProfileCreated', data: { userId, profile: command.profile, at } }];
    case 'UpdateProfile':
      if (state.status !== 'active') return 'ProfileNotFound';
      if (command.expectedVersion !== state.version) return 'VersionConflict';
      return [{ type: 'PartnerProfileUpdated', data: { userId, profile: command.profile, at } }];
    case 'DeleteProfile':
      if (state.status !== 'active') return 'ProfileNotFound';
      if (command.expectedVersion !== null && command.expectedVersion !== state.version) return 'VersionConflict';
      return [{ type: 'PartnerProfileDeleted', data: { userId, at } }];
    default:
      return unreachable(command);
  }
}

/** A partner's profile stream (id = the partner's user id), for the command kernel. */
export const profileDecider = defineDecider(profileStreams, initialProfileState, evolve, decide);
