import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import type { OfficeOwnedField } from './contract';
import { profileStreams, type PartnersEvent, type ProfileData } from './events';
import { changedOfficeFields, officeValuesOf, type OfficeValues } from './office-fields';

/**
 * What the profile rules need, folded from the profile's stream; `version` is the stream version,
 * `office` the saved values only the office may change (null without a profile).
 */
interface ProfileState {
  status: 'none' | 'active' | 'deleted';
  version: number;
  office: OfficeValues | null;
}

const initialProfileState = (): ProfileState => ({ status: 'none', version: 0, office: null });

function evolve(state: ProfileState, e: PartnersEvent): ProfileState {
  const version = state.version + 1;
  switch (e.type) {
    case 'PartnerProfileCreated':
    case 'PartnerProfileUpdated':
      return { status: 'active', version, office: officeValuesOf(e.data.profile) };
    case 'PartnerProfileDeleted':
      return { status: 'deleted', version, office: null };
    default:
      return unreachable(e);
  }
}

/** The partner account a profile belongs to, as identity has it (read by the handler). */
export type PartnerAccount = 'partner' | 'deactivated' | 'notPartner' | 'missing';

/** Who saves a profile: the office (an admin) or an Accelerator (their user id). */
export type ProfileEditor = { role: 'admin' } | { role: 'partner'; id: string };

export type PartnersCommand =
  | { type: 'CreateProfile'; userId: string; profile: ProfileData; account: PartnerAccount; now: Date }
  /** `expectedVersion`: the version the editor loaded (If-Match). */
  | {
      type: 'UpdateProfile';
      userId: string;
      profile: ProfileData;
      expectedVersion: number;
      editor: ProfileEditor;
      now: Date;
    }
  | { type: 'DeleteProfile'; userId: string; expectedVersion: number | null; now: Date };

export type PartnersError =
  | 'UserNotFound'
  | 'NotAPartner'
  | 'ProfileExists'
  | 'ProfileNotFound'
  | 'VersionConflict'
  | 'NotOwnProfile'
  | { code: 'OfficeOwnedFields'; fields: OfficeOwnedField[] };

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
    case 'UpdateProfile': {
      // An Accelerator edits only their own profile; asked first, so another's is not even found.
      const { editor } = command;
      if (editor.role === 'partner' && editor.id !== userId) return 'NotOwnProfile';
      if (state.status !== 'active') return 'ProfileNotFound';
      if (command.expectedVersion !== state.version) return 'VersionConflict';
      // ... and there only their own fields: what the office keeps stays as the office saved it.
      if (editor.role === 'partner') {
        const fields = changedOfficeFields(state.office ?? officeValuesOf({}), command.profile);
        if (fields.length > 0) return { code: 'OfficeOwnedFields', fields };
      }
      return [{ type: 'PartnerProfileUpdated', data: { userId, profile: command.profile, at } }];
    }
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
