import type { Config } from './config';
import type { Db } from './db/kysely';
import type { EventStore } from './eventstore';

/** What a module's handlers and routes get from the host. `now` is injectable for tests. */
export interface AppContext {
  config: Config;
  db: Db;
  store: EventStore;
  now: () => Date;
  /** The database's address (the embedded one's when DATABASE_URL is unset): what a backup reads with COPY. */
  databaseUrl: string;
}
