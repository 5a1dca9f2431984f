import { describe, expect, it } from 'vitest';
import { circleWorldForFile } from '../../server/testing/circle-world';
import { offerPackage } from '../../server/testing/demo-portal';

const world = circleWorldForFile();

/**
 * The Accelerator of an offer the client has not accepted yet is outside the client's circle (notes
 * README): the lists across their clients (overdue tasks, unread messages) must not show that
 * client's tasks, titles or conversation either; once the client accepts, they do.
 */
describe("lists across an Accelerator's clients and an offer not yet accepted", () => {
  it('shows neither the overdue tasks nor the unread messages of a client who has not accepted', async () => {
    const c = await world.clientWithPackage();
    const [coach, , offered] = world.partners;
    const call = (method: 'GET' | 'POST', url: string, token: string, body?: Record<string, unknown>) =>
      world.portal.call(method, url, { token, body });
    const given = await call('POST', `/api/clients/${c.id}/tasks`, coach!.token, {
      title: 'Kündigung Herr Maier vorbereiten',
      dueOn: world.dayAhead(0),
    });
    expect(given.statusCode, given.body).toBe(201);
    expect((await call('POST', `/api/clients/${c.id}/messages`, c.token, { text: 'Vertraulich' })).statusCode).toBe(
      201,
    );
    const offer = await offerPackage(world.portal, world.admin, {
      clientId: c.id,
      packageName: 'Nachschlag',
      customTotalHours: 2,
      customPrice: 300,
      partnerHours: [{ partnerId: offered!.id, hours: 2 }],
    });
    world.portal.clock.advance(2 * 86_400_000);
    const seenBy = async (token: string) => ({
      overdue: ((await call('GET', '/api/tasks/overdue', token)).json().tasks as { clientId: string; title: string }[])
        .filter((t) => t.clientId === c.id)
        .map((t) => t.title),
      unread: ((await call('GET', '/api/messages/unread', token)).json().conversations as { clientId: string }[])
        .filter((x) => x.clientId === c.id)
        .map((x) => x.clientId),
    });
    expect(await seenBy(coach!.token)).toEqual({ overdue: ['Kündigung Herr Maier vorbereiten'], unread: [c.id] });
    expect(await seenBy(offered!.token)).toEqual({ overdue: [], unread: [] });
    expect((await call('POST', '/api/packages/accept', c.token, { packageId: offer })).statusCode).toBe(200);
    expect(await seenBy(offered!.token)).toEqual({ overdue: ['Kündigung Herr Maier vorbereiten'], unread: [c.id] });
  });
});
