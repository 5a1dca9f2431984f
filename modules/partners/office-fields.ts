import { officeOwnedFields, type OfficeOwnedField } from './contract';
import type { ProfileData } from './events';

// The office's part of a profile (contract.ts `officeOwnedFields`), compared by value: the rule
// "an Accelerator changes only their own fields" asks which of them a save would change.

export type OfficeValues = Pick<ProfileData, OfficeOwnedField>;

/**
 * The office's values of a saved profile. A profile read back after its Accelerator's erasure is
 * `{}` (privacy.ts), so each field has its empty value.
 */
export function officeValuesOf(profile: Partial<ProfileData>): OfficeValues {
  return {
    specialty: profile.specialty ?? ('' as ProfileData['specialty']),
    hourlyRate: profile.hourlyRate ?? null,
    availableHours: profile.availableHours ?? null,
    active: profile.active ?? true,
    references: profile.references ?? [],
  };
}

type Ref = ProfileData['references'][number];
// Field by field: a reference read from the log (jsonb) keeps no key order.
const sameReference = (a: Ref, b: Ref) =>
  a.client === b.client && a.rating === b.rating && a.project === b.project && a.testimonial === b.testimonial;

const same: { [F in OfficeOwnedField]: (a: OfficeValues[F], b: OfficeValues[F]) => boolean } = {
  specialty: (a, b) => a === b,
  hourlyRate: (a, b) => a === b,
  availableHours: (a, b) => a === b,
  active: (a, b) => a === b,
  references: (a, b) => a.length === b.length && a.every((r, i) => sameReference(r, b[i]!)),
};

/** The office's fields `next` would change, in the editor's order. */
export function changedOfficeFields(saved: OfficeValues, next: ProfileData): OfficeOwnedField[] {
  return (Object.keys(officeOwnedFields) as OfficeOwnedField[]).filter(
    <F extends OfficeOwnedField>(f: F) => !same[f](saved[f], next[f]),
  );
}
