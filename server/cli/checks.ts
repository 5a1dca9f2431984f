import { printSummary, runJob } from './parallel';
import { staticChecks } from './test-tiers';

// `npm run checks`: the static checks of `npm test` at once, the type checker beside the linters
// (each uses one core; on two cores they take the time of the longer). The route tree is generated
// first, once (package.json): both read it.

const started = performance.now();
const outcomes = await Promise.all(staticChecks.map(runJob));
printSummary(outcomes, started);
process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0);
