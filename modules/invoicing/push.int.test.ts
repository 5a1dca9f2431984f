import { afterAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../server/realtime/socket';
import { baseUrlOf, pushListeners, settled } from '../../server/testing/pushes';
import { signedInClient } from '../../server/testing/demo-portal';
import { invoiceWorldForFile } from './testing/invoice-world';

const w = invoiceWorldForFile({ listen: true });
const listeners = pushListeners();
afterAll(() => listeners.closeAll());

const about = (pushes: PushMessage[], type: string) => pushes.filter((m) => m.type === type);

describe('realtime', () => {
  it('an invoice reaches its client and the admins, never another client', async () => {
    const base = baseUrlOf(w.portal.runtime.app);
    const c = await w.clientWithOffer();
    const bystander = await signedInClient(w.portal, { email: 'zaungast@beispiel.de', name: 'Zaungast' });
    const [own, admin, other] = await Promise.all([
      listeners.open(base, { token: c.token }),
      listeners.open(base, { token: w.admin }),
      listeners.open(base, { token: bystander.token }),
    ]);
    await w.accept(c);
    await settled(() => about(own, 'InvoiceDrafted').length > 0 && about(admin, 'InvoiceDrafted').length > 0);
    expect(about(own, 'InvoiceDrafted')).toHaveLength(1);
    expect(about(admin, 'InvoiceDrafted')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(other.filter((m) => m.type.startsWith('Invoice'))).toEqual([]);
  });
});
