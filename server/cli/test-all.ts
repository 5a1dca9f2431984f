import { printSummary, runJob, type Job, type Outcome } from './parallel';
import { staticChecks, tiers } from './test-tiers';

// `npm test`: every tier, side by side where two cores allow (issue 36 item 6). Four lanes start
// together: the type checker, the linters, the unit tests followed by the integration tests and the
// short bench, and the build followed by the e2e tier, which waits more than it computes
// (e2e/README.md). The bench's ratios compare figures of its own run, measured under the same load.
// Every job runs to its end so one run shows every failure; only a failed route tree or build stops
// what needs it.

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
    lane(tiers.unit, tiers.int, afterBuild(tiers.bench)),
    build.then(async (built) => [built, ...(await lane(afterBuild(tiers.e2e)))]),
  ]);
  outcomes.push(...lanes.flat());
}
printSummary(outcomes, started);
process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0);
