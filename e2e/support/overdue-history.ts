import { loadConfig } from '../../server/config';
import { startRuntime } from '../../server/runtime';
import { runningEmbeddedUrl } from '../../server/cli/database';
import { callsInto, TEST_ORIGIN } from '../../server/testing/harness';
import { tempDir } from '../../server/testing/temp-dir';
import { demoAdmin, demoPartners } from '../../server/seed/demo-accounts';
import { registerUser } from '../../modules/identity';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// An invoice with a past (run as a child process by dunning.ts, `node --import tsx`): a second app
// instance on the e2e database, whose clock stands where this history is, as `npm run seed` writes
// a firm's years. A client accepted an offer 50 days ago (the invoice issued then, due 14 days
// later); the office sent the Zahlungserinnerung and the 1. Mahnung on their days. The e2e server
// keeps the real clock: today the 2. Mahnung is due. Prints the invoice as JSON.

const DAY = 24 * 60 * 60 * 1000;
const tag = process.argv[2] ?? String(Date.now());
let now = Date.now() - 50 * DAY;

const base = loadConfig();
const url = await runningEmbeddedUrl(base);
if (!url) throw new Error('Die E2E-Datenbank läuft nicht.');
const config = loadConfig(process.env, {
  DATABASE_URL: url,
  PUBLIC_URL: TEST_ORIGIN,
  LOG_LEVEL: 'silent',
  PORT: 0,
  BACKUP_DIR: tempDir('portal-history-'),
});
const runtime = await startRuntime(config, { serveWeb: false, log: () => {}, logger: false, now: () => new Date(now) });
const call = callsInto(runtime);

async function ok(method: string, url: string, token: string | undefined, body?: unknown) {
  const res = await call(method, url, { token, body });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}
const signIn = async (account: { email: string; password: string }) =>
  (await ok('POST', '/api/auth/login', undefined, { username: account.email, password: account.password }))
    .token as string;

try {
  const admin = await signIn(demoAdmin);
  const account = { email: `mahnung-${tag}@beispiel.de`, name: `Mahnung Kunde ${tag}`, company: `Mahnung ${tag} GmbH` };
  const password = 'Kunde-Passwort-1';
  const user = await registerUser(
    runtime.ctx,
    { ...account, password, role: 'user', acceptedTerms: LEGAL_VERSIONS },
    {},
  );
  const client = await signIn({ email: account.email, password });
  const partners = (await ok('GET', '/api/users/role/partner', admin)) as { id: string; email: string }[];
  const partnerId = partners.find((p) => p.email === demoPartners[0]!.email)!.id;
  const offered = await ok('POST', '/api/packages/create-and-assign', admin, {
    clientId: user.id,
    packageName: `Mahnung ${tag}`,
    customPrice: 1190,
    partnerHours: [{ partnerId, hours: 10 }],
    paymentReference: `MA-${tag}`.slice(0, 20),
  });
  const address = { street: 'Kundenweg 5', postalCode: '50667', city: 'Köln', country: 'DE' };
  await ok('PUT', '/api/invoices/billing-address', client, address);
  await ok('POST', '/api/packages/accept', client, { packageId: offered.userPackage.id });
  const invoice = (await ok('GET', `/api/invoices?clientId=${user.id}`, admin)).invoices[0] as {
    id: string;
    number: string;
    dueOn: string;
  };
  // The default schedule: 7 and 21 days after the due date (the 2. Mahnung from 35).
  for (const days of [7, 21]) {
    now = new Date(`${invoice.dueOn}T10:00:00Z`).getTime() + days * DAY;
    await ok('POST', `/api/invoices/${invoice.id}/dunning`, await signIn(demoAdmin));
  }
  process.stdout.write(
    `${JSON.stringify({ invoiceId: invoice.id, number: invoice.number, clientId: user.id, email: account.email })}\n`,
  );
} finally {
  await runtime.close();
}
process.exit(0);
