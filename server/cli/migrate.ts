import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrator';
import { openCliDatabase } from './database';

// `npm run migrate`: applies pending migrations (start-up does the same).
const { db, close } = await openCliDatabase(loadConfig());
const applied = await migrateToLatest(db);
console.log(applied.length ? `Migrationen angewandt: ${applied.join(', ')}` : 'Datenbank ist auf dem neuesten Stand.');
await close();
