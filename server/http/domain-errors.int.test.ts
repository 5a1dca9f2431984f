import { beforeAll, describe, expect, it } from 'vitest';
import { demoClients } from '../seed/demo-accounts';
import { demoPartner, offerPackage, userIdOf, demoPortalForFile } from '../testing/demo-portal';
import { berlinWallClock } from '../../lib/german/time';
import { registerUser } from '../../modules/identity';
import { messages as identityMessages } from '../../modules/identity/contract';
import { messages as onboardingMessages } from '../../modules/onboarding/contract';
import { clientStatusLabels } from '../../modules/packages/contract';
import { partnerMessages } from '../../modules/partners/contract';
import { milestoneMessages } from '../../modules/milestones/contract';
import { archiveMessages } from '../../modules/archive/contract';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// A rule broken in any module's decide reaches the client through the one error handler, with the
// status, German message and code of that module's error table; no route wraps its call.

const demo = demoPortalForFile();
let partner: { id: string; token: string };
let client: { id: string; token: string };

beforeAll(async () => {
  partner = await demoPartner(demo.portal);
  client = { id: await userIdOf(demo.portal, demoClients[0]!.email), token: await demo.portal.signIn(demoClients[0]!) };
});

let n = 0;
/** A fresh client holding an offered (or, with `active`, an active) package with `hours` of the partner's. */
async function clientWithPackage(hours: number, active: boolean) {
  const user = await registerUser(
    demo.portal.runtime.ctx,
    {
      email: `regel${++n}@beispiel.de`,
      password: 'Kunde-Passwort-1',
      name: `Regel Kunde ${n}`,
      role: 'user',
      acceptedTerms: LEGAL_VERSIONS,
    },
    {},
  );
  const userPackageId = await offerPackage(demo.portal, demo.admin, {
    clientId: user.id,
    packageName: 'Coaching',
    customPrice: 900,
    partnerHours: [{ partnerId: partner.id, hours }],
    activateImmediately: active,
    paymentConfirmed: active,
  });
  return { id: user.id, userPackageId };
}

const tomorrow = () => berlinWallClock(new Date(demo.portal.clock.now.getTime() + 24 * 3600_000)).date;

function expectAnswer(res: { statusCode: number; json(): unknown }, status: number, message: string, code?: string) {
  expect({ status: res.statusCode, ...(res.json() as object) }).toEqual({ status, message, ...(code ? { code } : {}) });
}

describe('domain errors of every module', () => {
  it('identity: a taken e-mail is 409 EMAIL_TAKEN', async () => {
    const res = await demo.portal.call('POST', '/api/auth/register', {
      body: {
        acceptedTerms: LEGAL_VERSIONS,
        email: demoClients[0]!.email,
        password: 'Ein-Passwort-1',
        name: 'Doppelt',
      },
    });
    expectAnswer(res, 409, identityMessages.emailTaken, 'EMAIL_TAKEN');
  });

  it('onboarding: saving a questionnaire that does not exist is 404', async () => {
    const res = await demo.portal.call('PUT', '/api/questionnaires/00000000-0000-4000-8000-000000000000', {
      body: { answers: {} },
    });
    expectAnswer(res, 404, onboardingMessages.notFound, 'NOT_FOUND');
  });

  it('packages: completing a package still on offer is 409, the message naming its status', async () => {
    const { userPackageId } = await clientWithPackage(4, false);
    const res = await demo.portal.call('POST', `/api/packages/${userPackageId}/complete`, { token: demo.admin });
    expectAnswer(
      res,
      409,
      `Das Paket ist im Status „${clientStatusLabels.pending_acceptance}“ und kann so nicht geändert werden.`,
      'WRONG_STATUS',
    );
  });

  it('meetings: planning for a client without a package is 400 NO_PACKAGE', async () => {
    const res = await demo.portal.call('POST', '/api/meetings/create', {
      token: partner.token,
      body: { clientId: client.id, date: tomorrow(), time: '10:00', duration: 60, platform: 'zoom' },
    });
    expectAnswer(res, 400, 'Dieser Klient hat kein passendes Paket.', 'NO_PACKAGE');
  });

  it("meetings through packages: more hours than are left is the packages module's 400, with the hours", async () => {
    const c = await clientWithPackage(1, true);
    const res = await demo.portal.call('POST', '/api/meetings/create', {
      token: partner.token,
      body: { clientId: c.id, date: tomorrow(), time: '10:00', duration: 90, platform: 'zoom' },
    });
    expectAnswer(res, 400, 'Nicht genügend Stunden: nur 1 Stunde verfügbar, 1,5 benötigt.', 'INSUFFICIENT_HOURS');
  });

  it('partners: deleting a profile on a stale version is 409 VERSION_CONFLICT', async () => {
    const res = await demo.portal.call('DELETE', `/api/partners/${partner.id}`, {
      token: demo.admin,
      headers: { 'if-match': '"99"' },
    });
    expectAnswer(res, 409, partnerMessages.versionConflict, 'VERSION_CONFLICT');
  });

  it('milestones: a client without a plan completing a milestone is 404 NoPlan', async () => {
    const res = await demo.portal.call('POST', '/api/milestones/complete/00000000-0000-4000-9000-000000000001', {
      token: client.token,
      body: {},
    });
    expectAnswer(res, 404, milestoneMessages.noPlan, 'NoPlan');
  });

  it('archive: notes written on a stale version are 409 VERSION_CONFLICT', async () => {
    const res = await demo.portal.call('PUT', `/api/client-archive/${client.id}/notes`, {
      token: demo.admin,
      body: { notes: 'Spät' },
      headers: { 'if-match': '"7"' },
    });
    expectAnswer(res, 409, archiveMessages.stale, 'VERSION_CONFLICT');
  });
});
