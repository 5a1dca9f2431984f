import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only steps: the focus is moved with Tab and Shift+Tab, never by a click or by `focus()`.

const hasFocus = (target: Locator) => target.evaluateAll((els) => els.some((el) => el === document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` (or one of the elements it matches) has the focus; fails after `max` presses. */
export function tabTo(page: Page, target: Locator, { back = false, max = 300 } = {}): Promise<void> {
  return pressUntil(page, target, back ? 'Shift+Tab' : 'Tab', max);
}

/**
 * Inside a widget whose own pattern moves with arrow keys (a radio group: the focus takes the
 * choice with it; a table's grid: from the row to the controls in its cells).
 */
export function arrowTo(page: Page, target: Locator, key = 'ArrowRight', max = 200): Promise<void> {
  return pressUntil(page, target, key, max);
}

async function pressUntil(page: Page, target: Locator, key: string, max: number): Promise<void> {
  const trail: string[] = [];
  for (let i = 0; i <= max; i++) {
    if (await hasFocus(target)) {
      await expectFocusVisible(page.locator(':focus'));
      return;
    }
    await page.keyboard.press(key);
    trail.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        return el
          ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40) ?? ''}`
          : '-';
      }),
    );
  }
  // The elements the focus went through: where a trap or a skipped control shows.
  const seen = [...new Set(trail)].slice(-40).join(' | ');
  throw new Error(`Nach ${max}× ${key} nicht erreicht: ${target.toString()}\nFokus war auf: ${seen}`);
}

/**
 * The focused element shows that it is (WCAG 2.4.7): it matches :focus-visible and draws an outline
 * or a box shadow, on itself or, for a visually hidden input, on the label that holds it.
 */
export async function expectFocusVisible(target: Locator): Promise<void> {
  // react-aria sets its data-focus-visible in the render after the focus event: polled.
  const shown = () =>
    target.evaluate((el) => {
      const drawn = (e: Element) => {
        const s = getComputedStyle(e);
        return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none';
      };
      // A chip's hidden radio shows its focus on its label, a date segment on its field's group.
      const holder = el.parentElement?.closest('label, [role="group"]');
      return el.matches(':focus-visible') && (drawn(el) || (holder != null && drawn(holder)));
    });
  await expect.poll(shown, { message: `Fokus sichtbar an ${target.toString()}`, timeout: 2_000 }).toBe(true);
}
