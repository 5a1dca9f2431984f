import { milestoneItemRequest } from '../../../../modules/milestones/contract';
import type { TemplateItemInput } from '../api/milestones';

// The template step form: the contract's zod rules, the first German message per field.

export interface TemplateDraft {
  name: string;
  description: string;
  order: number | null;
  requiresPartner: boolean;
}

export type TemplateErrors = Partial<Record<'name' | 'description' | 'order', string>>;

export function validateTemplateDraft(draft: TemplateDraft): { ok: true; value: TemplateItemInput } | { ok: false; errors: TemplateErrors } {
  const parsed = milestoneItemRequest.safeParse({ ...draft, order: draft.order ?? undefined });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: TemplateErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'description' || field === 'order') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
