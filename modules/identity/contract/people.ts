import { z } from 'zod';

// Isomorphic: how the answers name an account's person, written once for every list that shows
// one (spread into an answer's object: `z.object({ ...personFields, ... })`).

/** A person as the lists name them: the account's id, name and e-mail address. */
export const personFields = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
};

/** How to reach a person beyond e-mail and where they work (the profile's optional fields). */
export const contactFields = {
  company: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
};

/** The client a row belongs to, named in another module's answer (a meeting, an offer). */
export const clientReferenceFields = {
  clientId: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
};

/**
 * How every view names an Accelerator whose account was erased (GDPR Art. 17): their notes, messages,
 * statements and payouts stay the firm's, under this word.
 */
export const ERASED_ACCELERATOR = 'Accelerator (Konto gelöscht)';
