import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The accessibility check of a screen: axe-core's WCAG 2.1 A and AA rules (what BITV 2.0 asks) and
// its best practices (heading order, landmarks, one h1, a main region), run on the page as shown.
// No rule is turned off.
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The one documented false positive, excluded as an element, not as a rule: react-aria's live
 * announcer (`<div data-live-announcer>`, visually hidden, appended to body). A Button that is
 * pending while it has the focus (the questionnaire's 'Weiter' while it saves) is announced there as
 * `<div role="img" aria-labelledby={the button's id}>`; it is spoken when inserted, with the
 * button's name, and removed after 7 s. When the button unmounts first (the next question has its
 * own), axe finds that node without a name (`role-img-alt`). The markup is react-aria's
 * (LiveAnnouncer.announce), not the portal's, and nothing in it can be focused or reached otherwise.
 */
const reactAriaAnnouncer = '[data-live-announcer]';

/**
 * The violations axe finds on the page as shown, each with its rule, help and first elements.
 *
 * `axe.run` in the page itself (legacy mode), asked for the violations alone: the default mode
 * runs axe per frame and finishes in a blank page of its own (a renderer more per scan), and
 * without `resultTypes` axe collects and sends back every element that passed. The portal has no
 * frames, and only violations fail the check, so both cost time and prove nothing here
 * (e2e/README.md, figures; `a11y.spec.ts` proves this still finds what it should).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // First: `options` replaces what `withTags` set.
    .options({ resultTypes: ['violations'] })
    .withTags(axeTags)
    .exclude(reactAriaAnnouncer)
    .setLegacyMode()
    .analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.html.slice(0, 160)}: ${n.failureSummary?.split('\n').slice(1, 2).join(' ') ?? ''}`)
        .join('\n'),
  );
}

/** Runs axe on the page and fails (softly) with each violation's rule, help and elements. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Soft: one run lists the violations of every screen a test visits, not only the first.
  expect.soft(await axeViolations(page), `axe auf ${where}`).toEqual([]);
}
