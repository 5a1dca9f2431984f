import { startEmbeddedPostgres } from '../db/embedded';

// A portal's embedded PostgreSQL in a process of its own, for embedded-leftover.int.test.ts to
// kill with SIGKILL: `tsx server/faults/embedded-child.ts DIR PORT`, prints 'bereit' once it runs.
const [dir, port] = process.argv.slice(2);
await startEmbeddedPostgres({ dir: dir!, port: Number(port), persistent: true });
process.stdout.write('bereit\n');
setInterval(() => {}, 60_000);
