// Isomorphic (re-exported by contract.ts), in a file of its own: identity's contract checks a
// specialty, and the sign-in page loads that contract without the partners' schemas (web/README.md "Bytes").

/** The ten specialties of spec 02 §3 (stored as these German values). */
export const specialties = [
  'Gründung',
  'Marketing',
  'Vertrieb',
  'Finanzen',
  'Recht',
  'Strategie',
  'Management',
  'Wachstum',
  'Mindset',
  'KI',
] as const;
