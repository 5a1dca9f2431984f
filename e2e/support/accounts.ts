import type { APIRequestContext } from '@playwright/test';
import { demoAdmin, demoClients, demoPartners } from '../../server/seed/demo-accounts';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

export interface Login {
  email: string;
  password: string;
  name: string;
}

export const admin: Login = demoAdmin;
export const partner: Login = demoPartners[0]!;
export const client: Login = demoClients[0]!;

export const roleAccounts = [
  { role: 'admin', label: 'Administrator', account: admin, home: '/admin' },
  { role: 'partner', label: 'Partner/Accelerator', account: partner, home: '/partner' },
  { role: 'user', label: 'Klient', account: client, home: '/dashboard' },
] as const;

let counter = 0;

/** A client's login no other run or test uses: `<prefix>-…@e2e.test.de`, the name made unique too. */
export function newClientLogin(prefix: string, name = 'Erika Mustermann'): Login {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${counter}`;
  return { email: `${prefix}-${unique}@e2e.test.de`, password: 'Start-Passwort-1', name: `${name} ${unique}` };
}

/**
 * A fresh client for a test that changes an account (password, deletion), so the demo accounts
 * stay as seeded and tests do not depend on each other. Registered through the public API.
 */
export async function registerClient(request: APIRequestContext, prefix: string): Promise<Login> {
  const account = { ...newClientLogin(prefix), name: 'Erika Mustermann' };
  const { email } = account;
  const res = await request.post('/api/auth/register', {
    data: { acceptedTerms: LEGAL_VERSIONS, username: email, email, password: account.password, name: account.name },
  });
  if (res.status() !== 201) throw new Error(`Registrierung fehlgeschlagen: ${res.status()} ${await res.text()}`);
  return account;
}
