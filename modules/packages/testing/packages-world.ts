import { demoAdmin, demoPartners } from '../../../server/seed/demo-accounts';
import { numberedAccounts, signedInClient, startDemoPortal, userIdOf } from '../../../server/testing/demo-portal';
import type { TestPortal } from '../../../server/testing/harness';
import { worldForFile } from '../../../server/testing/world';

// What the packages integration tests start from: the demo portal, its admin signed in, the ids of
// the demo partners (offers plan their hours), and new signed-in clients numbered per file.

type PackagesWorld = {
  portal: TestPortal;
  admin: string;
  partnerIds: string[];
  /** A new client registered and signed in, `<mailbox>N@beispiel.de`. */
  newClient: () => ReturnType<typeof signedInClient>;
};

/** The world of one test file, its clients named after `mailbox` and `name`: built before its tests, closed after them. */
export const packagesWorldForFile = (mailbox: string, name: string): PackagesWorld =>
  worldForFile(async () => {
    const portal = await startDemoPortal();
    const nextAccount = numberedAccounts(mailbox, name);
    return {
      portal,
      admin: await portal.signIn(demoAdmin),
      partnerIds: await Promise.all(demoPartners.map((p) => userIdOf(portal, p.email))),
      newClient: () => signedInClient(portal, nextAccount()),
    };
  });
