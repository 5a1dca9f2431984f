/**
 * How many integration test files run at once: each worker gets a PostgreSQL of its own
 * (`global-setup.ts`); with a given TEST_DATABASE_URL there is one, so one worker. `INT_WORKERS`
 * sets another number, to measure (server/testing/README.md: 2 against 3 on two cores).
 */
export const INT_WORKERS = process.env.TEST_DATABASE_URL ? 1 : Number(process.env.INT_WORKERS) || 2;
