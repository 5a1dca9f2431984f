import type { PersonalFields } from './personal-data';

/**
 * The personal fields of events about the person their data names under `subject` ('clientId',
 * 'userId'), sealed with that person's key: `personalOf('clientId')(['notes'])`.
 */
export const personalOf =
  (subject: string) =>
  (fields: string[], purpose: PersonalFields['purpose'] = 'personal'): PersonalFields => ({
    subject: (d) => (d[subject] as string) ?? null,
    fields,
    purpose,
  });
