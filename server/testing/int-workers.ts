/**
 * How many integration test files run at once: each worker gets a PostgreSQL of its own
 * (`global-setup.ts`); with a given TEST_DATABASE_URL there is one, so one worker. Three on two
 * cores: the files mostly wait (round trips, timers, child processes), so a third one fills the
 * gaps at the same CPU (server/testing/README.md). `INT_WORKERS` sets another number, to measure.
 */
export const INT_WORKERS = process.env.TEST_DATABASE_URL ? 1 : Number(process.env.INT_WORKERS) || 3;
