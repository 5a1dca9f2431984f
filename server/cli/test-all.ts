import { printSummary, runJob, type Job, type Outcome } from './parallel';
import { staticChecks, tiers } from './test-tiers';

// `npm test`: every tier, side by side where it pays on two cores (issue 36 item 6). The type
// checker, the linters, the unit tests and the build start together (each mostly one core, about a
// minute). The integration tier follows the unit tests, then the e2e tier, then the short bench, one
// after the other: an integration file makes thousands of short round trips, and beside the e2e tier
// the integration tier took 868 s instead of 218 s alone, so the suite gained nothing (e2e/README.md). Every job runs to its
// end so one run shows every failure; only a failed route tree or build stops what needs it.

const started = performance.now();

function notRun({ name }: Job): Outcome {
  return { name, code: 1, seconds: 0, skipped: true };
}

async function lane(...jobs: (Job | (() => Promise<Job | Outcome>))[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const next of jobs) {
    const job = typeof next === 'function' ? await next() : next;
    outcomes.push('command' in job ? await runJob(job) : job);
  }
  return outcomes;
}

const outcomes: Outcome[] = [await runJob(tiers.routes)];
if (outcomes[0]!.code === 0) {
  const build = runJob(tiers.build);
  const afterBuild = (job: Job) => async () => ((await build).code === 0 ? job : notRun(job));
  const lanes = await Promise.all([
    ...staticChecks.map((check) => lane(check)),
    lane(tiers.unit, tiers.int, afterBuild(tiers.e2e), afterBuild(tiers.bench)),
    build.then((built) => [built]),
  ]);
  outcomes.push(...lanes.flat());
}
printSummary(outcomes, started);
process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0);
