/**
 * How many integration test files run at once: each worker gets a PostgreSQL of its own
 * (`global-setup.ts`); with a given TEST_DATABASE_URL there is one, so one worker.
 */
export const INT_WORKERS = process.env.TEST_DATABASE_URL ? 1 : 2;
