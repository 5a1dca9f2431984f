// Which int test files check every snapshot a load reads against the whole fold
// (`EVENTSTORE_VERIFY_SNAPSHOTS=1`: a snapshot every 2 events and a second read of the stream at
// every load from one): the event store's own and those of the modules that own a snapshotted
// decider (user-package, invoice-sequence, conversation), where the check proves the snapshot
// machinery and those deciders. Every other file takes snapshots as production does (every 32
// events), and the log of each test database is checked once before it is dropped
// (snapshot-agreement.ts, database.ts). server/testing/README.md has the measurements.

const verifyingFolders = [
  'server/eventstore/',
  'modules/packages/',
  'modules/invoicing/',
  'modules/messages/',
] as const;

/** Whether the int test file at `path` runs with `EVENTSTORE_VERIFY_SNAPSHOTS=1`. */
export const verifiesSnapshots = (path: string): boolean =>
  verifyingFolders.some((folder) => path.replaceAll('\\', '/').includes(`/${folder}`));
