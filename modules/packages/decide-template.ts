import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { templateStreams, type TemplateData, type TemplateEvent, type TemplatePartnerData } from './events';

interface TemplateState {
  exists: boolean;
  deleted: boolean;
  isPreset: boolean;
}

const initialTemplateState = (): TemplateState => ({ exists: false, deleted: false, isPreset: false });

function evolveTemplate(state: TemplateState, e: TemplateEvent): TemplateState {
  switch (e.type) {
    case 'TemplateCreated':
      return { exists: true, deleted: false, isPreset: e.data.isPreset };
    case 'TemplateUpdated':
      return state;
    case 'TemplateDeleted':
      return { ...state, deleted: true };
    default:
      return unreachable(e);
  }
}

export interface TemplateFields {
  name: string;
  description: string | null;
  price: number | null;
  totalHours?: number;
  active: boolean;
  partners: TemplatePartnerData[];
}

export type TemplateCommand =
  | {
      type: 'CreateTemplate';
      packageId: string;
      fields: TemplateFields;
      isPreset: boolean;
      presetType: string | null;
      now: Date;
    }
  | { type: 'UpdateTemplate'; packageId: string; fields: TemplateFields; now: Date }
  /** `openPackages`: the clients' packages on it that are offered or running, read by the handler. */
  | { type: 'DeleteTemplate'; packageId: string; openPackages: number; now: Date };

export type TemplateError =
  | 'TemplateExists'
  | 'TemplateNotFound'
  | 'DuplicatePartner'
  | 'PresetCannotBeDeleted'
  | { code: 'TemplateInUse'; count: number };

function partnersOnce(partners: TemplatePartnerData[]): boolean {
  return new Set(partners.map((p) => p.partnerId)).size === partners.length;
}

/** A template's hours are its planned partners' hours, unless it plans none (then as given). */
const hoursOf = (f: TemplateFields): number =>
  f.partners.length ? f.partners.reduce((s, p) => s + p.hours, 0) : (f.totalHours ?? 0);

/** What a created or updated template's event says of its fields. */
const templateData = (packageId: string, f: TemplateFields, at: string): TemplateData => ({
  packageId,
  name: f.name,
  description: f.description,
  price: f.price,
  totalHours: hoursOf(f),
  active: f.active,
  partners: f.partners,
  at,
});

function decideTemplate(command: TemplateCommand, state: TemplateState): TemplateEvent[] | TemplateError {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'CreateTemplate': {
      if (state.exists) return 'TemplateExists';
      if (!partnersOnce(command.fields.partners)) return 'DuplicatePartner';
      const { packageId, isPreset, presetType } = command;
      return [
        { type: 'TemplateCreated', data: { ...templateData(packageId, command.fields, at), isPreset, presetType } },
      ];
    }
    case 'UpdateTemplate':
      if (!state.exists || state.deleted) return 'TemplateNotFound';
      if (!partnersOnce(command.fields.partners)) return 'DuplicatePartner';
      return [{ type: 'TemplateUpdated', data: templateData(command.packageId, command.fields, at) }];
    case 'DeleteTemplate':
      if (!state.exists || state.deleted) return 'TemplateNotFound';
      if (state.isPreset) return 'PresetCannotBeDeleted';
      // An offer or a running package reads its template (public-info, the package page): it
      // stays while they live (issue 32); the admin sets it inactive to offer it no more.
      if (command.openPackages > 0) return { code: 'TemplateInUse', count: command.openPackages };
      return [{ type: 'TemplateDeleted', data: { packageId: command.packageId, at } }];
    default:
      return unreachable(command);
  }
}

/** A package template's stream, for the command kernel. */
export const templateDecider = defineDecider(templateStreams, initialTemplateState, evolveTemplate, decideTemplate);

/**
 * Who may read a template's public info: staff always; a client an active template (the
 * catalogue) or one they were offered. A one-off made for another client stays hidden, and the
 * route answers it like an unknown id, so its existence does not leak.
 */
export function mayReadTemplate(template: { active: boolean }, viewer: { role: string; offeredIt: boolean }): boolean {
  return viewer.role === 'admin' || viewer.role === 'partner' || template.active || viewer.offeredIt;
}
