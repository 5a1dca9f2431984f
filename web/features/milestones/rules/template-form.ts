import { milestoneItemRequest } from '../../../../modules/milestones/contract';
import type { TemplateItemInput } from '../api/milestones';
import { parseGermanNumber } from '../../../lib/german-number';

// The template step form: the contract's zod rules, the first German message per field.

export interface TemplateDraft {
  name: string;
  description: string;
  /** The position as typed (a German whole number); empty leaves it to the server. */
  order: string;
  requiresPartner: boolean;
}

type TemplateErrors = Partial<Record<'name' | 'description' | 'order', string>>;

const positionRange = 'Bitte geben Sie eine Position von 1 bis 100 ein.';
/** The contract allows positions 1-100 and names no message of its own. */
export const positionRules = {
  decimals: 0,
  min: 1,
  max: 100,
  messages: { min: positionRange, max: positionRange },
} as const;

export function validateTemplateDraft(
  draft: TemplateDraft,
): { ok: true; value: TemplateItemInput } | { ok: false; errors: TemplateErrors } {
  const position = parseGermanNumber(draft.order, positionRules);
  const parsed = milestoneItemRequest.safeParse({
    ...draft,
    order: position.ok ? (position.value ?? undefined) : undefined,
  });
  const errors: TemplateErrors = position.ok ? {} : { order: position.message };
  if (parsed.success && position.ok) return { ok: true, value: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'description' || field === 'order') && !errors[field])
      errors[field] = issue.message;
  }
  return { ok: false, errors };
}
