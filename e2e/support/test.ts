import { test as base } from '@playwright/test';

// Every spec imports `test` from here (eslint refuses '@playwright/test' in a spec): a test's own
// browser contexts are closed when it ends. Left open, each kept its page and live socket, and every
// later push made those pages refetch; a worker held 63 of them late in the suite (e2e/README.md).
export * from '@playwright/test';

export const test = base.extend<{ closesItsContexts: void }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      // Contexts a beforeAll opened are shared by the file's tests and stay until the worker ends.
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
