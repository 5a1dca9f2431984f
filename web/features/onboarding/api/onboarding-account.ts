import { userSchema, type User } from '../../../../modules/identity/contract';
import { api } from '../../../api/client';

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
    },
    { retries: 0 },
  );
  return userSchema.parse(answer.user);
}
