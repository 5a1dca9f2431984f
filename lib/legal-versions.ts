import { z } from 'zod';

// Isomorphic: which version of the Nutzungsbedingungen and of the Datenschutzerklärung is in force.
// A client accepts both at registration; the acceptance is kept as an event with these versions and
// its time. Raise a version (the date its text changed) together with the text of its page
// (web/components/legal): every signed-in client who accepted an older one is asked once again.

export const LEGAL_VERSIONS = { terms: '2026-11-28', privacy: '2026-11-28' } as const;

/** The consent checkbox's words, at registration and when the texts changed. */
export const consentLabel = 'Ich stimme den Nutzungsbedingungen zu und habe die Datenschutzerklärung gelesen.';

export const legalMessages = {
  consentRequired: 'Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu.',
  outdated:
    'Die Nutzungsbedingungen oder die Datenschutzerklärung wurden inzwischen geändert. Bitte lesen und bestätigen Sie sie erneut.',
  accepted: 'Vielen Dank. Ihre Zustimmung ist gespeichert.',
  acceptFailed: 'Ihre Zustimmung konnte nicht gespeichert werden.',
} as const;

const versions = { terms: z.string().max(40), privacy: z.string().max(40) };

/** What a client accepted: the version of each text. */
export const legalVersionsSchema = z.object(versions);
export type LegalVersions = z.infer<typeof legalVersionsSchema>;

/** The acceptance a request carries; without it, the German request to agree. */
export const acceptedTermsField = z.object(versions, { error: () => legalMessages.consentRequired });

/** POST /api/users/accept-terms: the versions the client read and accepted. */
export const acceptTermsRequest = z.object({ acceptedTerms: acceptedTermsField });

/** Whether what was accepted is what is in force now (nothing accepted: no). */
export const acceptsCurrentTerms = (accepted: LegalVersions | null, current: LegalVersions = LEGAL_VERSIONS): boolean =>
  accepted !== null && accepted.terms === current.terms && accepted.privacy === current.privacy;
