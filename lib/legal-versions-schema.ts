import { z } from 'zod';
import { legalMessages, type LegalVersions } from './legal-versions';

// Isomorphic: the schemas of the accepted versions in requests and answers (identity's contract).

const versions = { terms: z.string().max(40), privacy: z.string().max(40) };

/** What a client accepted: the version of each text. */
export const legalVersionsSchema: z.ZodType<LegalVersions> = z.object(versions);

/** The acceptance a request carries; without it, the German request to agree. */
export const acceptedTermsField = z.object(versions, { error: () => legalMessages.consentRequired });

/** POST /api/users/accept-terms: the versions the client read and accepted. */
export const acceptTermsRequest = z.object({ acceptedTerms: acceptedTermsField });
