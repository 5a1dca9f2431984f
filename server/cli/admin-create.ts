import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { EventRegistry, EventStore } from '../eventstore';
import { eventModules } from '../modules';
import { registerRequest } from '../../modules/identity/contract';
import { identityErrors, registerUser } from '../../modules/identity';
import { openCliDatabase } from './database';

// `npm run admin:create -- --email a@b.de --name "Anna Admin" --password "..."`
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const input = registerRequest
  .omit({ acceptedTerms: true })
  .safeParse({ email: values.email, name: values.name, password: values.password });
if (!input.success) {
  console.error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  console.error('Aufruf: npm run admin:create -- --email <E-Mail> --name <Name> --password <Passwort>');
  process.exit(2);
}
const config = loadConfig();
const { db, url, close } = await openCliDatabase(config);
try {
  const store = new EventStore(db, new EventRegistry(eventModules));
  const user = await registerUser(
    { config, db, store, now: () => new Date(), databaseUrl: url },
    { ...input.data, role: 'admin' },
    { actorRole: 'system', correlationId: 'admin:create' },
  );
  console.log(`Administrator angelegt: ${user.email} (${user.id})`);
} catch (err) {
  // A broken rule (e-mail taken, a too common password) in the module's German words.
  const code = (err as Error).message;
  console.error(
    code === 'EmailTaken'
      ? 'Diese E-Mail-Adresse ist bereits registriert.'
      : (identityErrors[code as keyof typeof identityErrors]?.[1] ?? code),
  );
  process.exitCode = 1;
} finally {
  await close();
}
