import type { Job } from './parallel';

// The commands of `npm test`'s tiers, named once for `npm test` (test-all.ts) and `npm run checks`.

export const staticChecks: Job[] = [
  { name: 'typecheck', command: 'tsc -p tsconfig.json --noEmit' },
  { name: 'lint', command: 'eslint . && prettier --check . --log-level warn && knip' },
];

export const tiers = {
  routes: { name: 'routes', command: 'npm run routes --silent' },
  unit: { name: 'unit', command: 'vitest run --project unit' },
  build: { name: 'build', command: 'npm run build --silent' },
  int: { name: 'int', command: 'vitest run --project int' },
  e2e: { name: 'e2e', command: 'playwright test -c e2e/playwright.config.ts' },
  bench: { name: 'bench', command: 'npm run bench --silent -- --short --built' },
} satisfies Record<string, Job>;
