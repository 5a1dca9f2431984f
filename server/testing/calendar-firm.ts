import { demoAdmin } from '../seed/demo-accounts';
import { clientOfTwoPartners, demoPartner, startDemoPortal } from './demo-portal';

/**
 * The calendar tests' firm: the demo portal allowed to reach calendars on 127.0.0.1 (Radicale and
 * the tests' own servers), its clock at `now`, the admin signed in, the first two demo Acceleratoren
 * and a client with 20 hours split between them.
 */
export async function calendarFirm(now: Date, client: { email: string; name: string }) {
  const portal = await startDemoPortal({ env: { CALENDAR_ALLOW_PRIVATE_HOSTS: 'true' } });
  portal.clock.now = now;
  const admin = await portal.signIn(demoAdmin);
  const first = await demoPartner(portal, 0);
  const second = await demoPartner(portal, 1);
  return {
    portal,
    admin,
    first,
    second,
    client: await clientOfTwoPartners(portal, admin, [first, second], client, 20),
  };
}
