import type { Page } from '@playwright/test';
import path from 'node:path';
import { artifactsDir } from './env';

/** The screenshots of one spec, named `<spec>-<name>.png` in the artifacts. */
export function screenshotsOf(spec: string) {
  const file = (name: string) => path.join(artifactsDir, 'screenshots', `${spec}-${name}.png`);
  return {
    shot: (page: Page, name: string) => page.screenshot({ path: file(name), fullPage: true }),
    /** Dialogs: the visible screen only (a full-page capture cuts fixed overlays apart). */
    viewShot: (page: Page, name: string) => page.screenshot({ path: file(name) }),
  };
}
