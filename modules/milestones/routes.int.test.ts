import { beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import {
  activeClientOf,
  demoPartner,
  demoPortalForFile,
  offerPackage,
  withdrawnOfferOfPartner,
} from '../../server/testing/demo-portal';

const demo = demoPortalForFile();
let partner: { id: string; token: string };
/** A partner with no hours in any of these clients' packages. */
let stranger: { id: string; token: string };

beforeAll(async () => {
  partner = await demoPartner(demo.portal, 0);
  stranger = await demoPartner(demo.portal, 2);
});

const activeClient = (name: string) =>
  activeClientOf(demo.portal, demo.admin, partner.id, { email: `${name}@beispiel.de`, name });

/** Completes a milestone as `token` (a partner names the client in `body.userId`). */
const complete = (token: string, milestoneId: string, body: Record<string, unknown>) =>
  demo.portal.call('POST', `/api/milestones/complete/${milestoneId}`, { token, body });

async function waitForPlan(token: string) {
  for (let i = 0; i < 100; i++) {
    const list = (await demo.portal.call('GET', '/api/milestones', { token })).json();
    if (list.length) return list as { id: string; name: string; requiresPartner: boolean; completed: boolean }[];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Kein Meilensteinplan entstanden');
}

describe('milestones', () => {
  it('activating a package gives the client the plan of the template', async () => {
    const template = (await demo.portal.call('GET', '/api/milestones/template', { token: demo.admin })).json();
    expect(template.length).toBeGreaterThanOrEqual(5);
    const c = await activeClient('plan-kunde');
    const plan = await waitForPlan(c.token);
    expect(plan.map((m) => m.name)).toEqual(template.map((t: { name: string }) => t.name));
  });

  it('the client completes what needs no partner; the partner of the client anything; strangers nothing', async () => {
    const c = await activeClient('meilenstein-kunde');
    const plan = await waitForPlan(c.token);
    const own = plan.find((m) => !m.requiresPartner)!;
    const withPartner = plan.find((m) => m.requiresPartner)!;
    expect((await complete(c.token, withPartner.id, {})).statusCode).toBe(403);
    const ok = await complete(c.token, own.id, { notes: 'erledigt' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().find((m: { id: string }) => m.id === own.id)).toMatchObject({
      completed: true,
      notes: 'erledigt',
      completedByName: 'meilenstein-kunde',
    });
    expect((await complete(stranger.token, withPartner.id, { userId: c.id })).statusCode).toBe(403);
    expect((await demo.portal.call('GET', `/api/milestones/user/${c.id}`, { token: stranger.token })).statusCode).toBe(
      403,
    );
    expect((await complete(partner.token, withPartner.id, { userId: c.id })).statusCode).toBe(200);
    expect((await complete(partner.token, withPartner.id, { userId: c.id })).statusCode).toBe(409);
    const seen = (await demo.portal.call('GET', `/api/milestones/user/${c.id}`, { token: partner.token })).json();
    expect(seen.filter((m: { completed: boolean }) => m.completed)).toHaveLength(2);
  });

  it('an Accelerator of an offer the client never took (withdrawn or still open) neither reads nor completes', async () => {
    const c = await activeClient('angebot-kunde');
    const withPartner = (await waitForPlan(c.token)).find((m) => m.requiresPartner)!;
    const [withdrawn, open] = [stranger, await demoPartner(demo.portal, 1)];
    await withdrawnOfferOfPartner(demo.portal, demo.admin, { clientId: c.id, partnerId: withdrawn.id });
    await offerPackage(demo.portal, demo.admin, {
      clientId: c.id,
      packageName: 'Nachschlag',
      customTotalHours: 2,
      customPrice: 300,
      partnerHours: [{ partnerId: open.id, hours: 2 }],
    });
    for (const p of [withdrawn, open]) {
      const plan = await demo.portal.call('GET', `/api/milestones/user/${c.id}`, { token: p.token });
      expect(plan.statusCode, plan.body).toBe(403);
      expect((await complete(p.token, withPartner.id, { userId: c.id })).statusCode).toBe(403);
    }
  });

  it('admins edit the template; others may not', async () => {
    const added = await demo.portal.call('POST', '/api/milestones', {
      token: demo.admin,
      body: { name: 'Netzwerktreffen', requiresPartner: false },
    });
    expect(added.statusCode).toBe(201);
    const item = added.json().find((t: { name: string }) => t.name === 'Netzwerktreffen');
    expect(
      (
        await demo.portal.call('PUT', `/api/milestones/${item.id}`, {
          token: demo.admin,
          body: { name: 'Netzwerk-Treffen' },
        })
      )
        .json()
        .map((t: { name: string }) => t.name),
    ).toContain('Netzwerk-Treffen');
    expect((await demo.portal.call('DELETE', `/api/milestones/${item.id}`, { token: partner.token })).statusCode).toBe(
      403,
    );
    expect((await demo.portal.call('DELETE', `/api/milestones/${item.id}`, { token: demo.admin })).statusCode).toBe(
      200,
    );
    expect(
      (await demo.portal.call('POST', '/api/milestones', { token: demo.admin, body: { name: '' } })).json().message,
    ).toBe('Bitte geben Sie einen Namen ein.');
  });

  it('replay rebuilds template and plans identically', async () => {
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
