import { describe, expect, it } from 'vitest';
import { contactOf, createAs, visitor } from './testing/questionnaire';
import { onboardingWorld } from './testing/onboarding-world';

// A visitor with the questionnaire open in two tabs of one browser: each tab that has not saved yet
// creates a questionnaire of its own, and the browser holds one capability cookie for both.

const { world } = onboardingWorld();

describe('the questionnaire continued in two tabs at once', () => {
  it("keeps both tabs' capabilities: neither tab's save is refused once the other created one", async () => {
    const browser = visitor(world.portal);
    const tabA = await createAs(browser, { answers: contactOf('tab-a') });
    const tabB = await createAs(browser, { answers: contactOf('tab-b') });
    // Before, the second creation replaced the cookie: tab A's next save answered 403, the web then
    // made a third questionnaire, whose cookie made tab B's next save fail, and so on (one new
    // lead in the admin's list per save, until the per-IP limit of creations answered 429).
    const saveA = await browser.call('PUT', `/api/questionnaires/${tabA.id}`, {
      body: { answers: { ...contactOf('tab-a'), notes: 'aus Tab A' } },
    });
    expect(saveA.statusCode, saveA.body).toBe(200);
    const saveB = await browser.call('PUT', `/api/questionnaires/${tabB.id}`, {
      body: { answers: { ...contactOf('tab-b'), notes: 'aus Tab B' } },
    });
    expect(saveB.statusCode, saveB.body).toBe(200);
    // Another browser still holds neither.
    const stranger = visitor(world.portal);
    await createAs(stranger, { answers: contactOf('fremd') });
    const foreign = await stranger.call('PUT', `/api/questionnaires/${tabA.id}`, { body: { answers: contactOf('x') } });
    expect(foreign.statusCode).toBe(403);
  });
});
