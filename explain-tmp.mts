import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { adminMeetingPage } from './modules/meetings/admin-list';
const queries: string[] = [];
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://postgres:postgres@127.0.0.1:54412/portal' }) }), log: (e) => { if (e.level === 'query') queries.push(e.query.sql + '\n-- ' + JSON.stringify(e.query.parameters)); } });
await adminMeetingPage(db as any, { search: '', status: 'all', sort: 'client', limit: 50, offset: 0 } as any);
console.log(queries.join('\n\n'));
await db.destroy();
