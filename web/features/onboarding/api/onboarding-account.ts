import { userSchema, type User } from '../../../../modules/identity/contract';
import { api } from '../../../api/client';
import { LEGAL_VERSIONS } from '../../../../lib/legal-versions';

// Step 4 of the wizard: the account made from the questionnaire's contact answers (spec 01 §7).

interface WizardRegistration {
  name: string;
  email: string;
  password: string;
  company?: string | undefined;
  phone?: string | undefined;
}

/** Registers a client and signs them in (the server sets the session cookie; its token is ignored). */
export async function registerFromWizard(input: WizardRegistration): Promise<User> {
  const answer = await api.post<{ user: unknown }>(
    '/api/auth/register',
    {
      username: input.email,
      email: input.email,
      password: input.password,
      name: input.name,
      company: input.company || null,
      phone: input.phone || null,
      position: null,
      // The form refuses to send without the box ticked: the texts in force, as the client read them.
      acceptedTerms: LEGAL_VERSIONS,
    },
    { retries: 0 },
  );
  return userSchema.parse(answer.user);
}
