// Isomorphic: which version of the Nutzungsbedingungen and of the Datenschutzerklärung is in force.
// A client accepts both at registration; the acceptance is kept as an event with these versions and
// its time. Raise a version (the date its text changed) together with the text of its page
// (web/components/legal): every signed-in client who accepted an older one is asked once again.
// No schema here: the signed-in layout reads this file on every page, without zod's classic API
// (web/README.md 'Bytes'); the requests' schemas are in legal-versions-schema.ts.

export const LEGAL_VERSIONS = { terms: '2026-11-28', privacy: '2026-11-29' } as const;

/** The consent checkbox's words, at registration and when the texts changed. */
export const consentLabel = 'Ich stimme den Nutzungsbedingungen zu und habe die Datenschutzerklärung gelesen.';

export const legalMessages = {
  consentRequired: 'Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu.',
  outdated:
    'Die Nutzungsbedingungen oder die Datenschutzerklärung wurden inzwischen geändert. Bitte lesen und bestätigen Sie sie erneut.',
  accepted: 'Vielen Dank. Ihre Zustimmung ist gespeichert.',
  acceptFailed: 'Ihre Zustimmung konnte nicht gespeichert werden.',
} as const;

/** What a client accepted: the version of each text (read by `legal-versions-schema.ts`). */
export interface LegalVersions {
  terms: string;
  privacy: string;
}

/** Whether what was accepted is what is in force now (nothing accepted: no). */
export const acceptsCurrentTerms = (accepted: LegalVersions | null, current: LegalVersions = LEGAL_VERSIONS): boolean =>
  accepted !== null && accepted.terms === current.terms && accepted.privacy === current.privacy;
