import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only steps: the focus is moved with Tab and Shift+Tab, never by a click or by `focus()`.

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Nach ${max}× ${back ? 'Shift+Tab' : 'Tab'} nicht erreicht: ${target.toString()}`);
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
