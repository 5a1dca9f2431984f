import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_ORIGIN, type TestPortal } from '../../../server/testing/harness';
import type { Answers } from '../questions';

// Helpers of onboarding's integration tests (not used by the app).

export const contactOf = (n: number | string): Answers => ({
  name: `Jana Berg ${n}`,
  email: `jana.berg.${n}@beispiel.de`,
  phone: '+49 30 1234567',
  company: `Berg ${n} GmbH`,
});

export const completeAnswers = (n: number | string): Answers => ({
  ...contactOf(n),
  businessStatus: 'established',
  teamSize: 'medium',
  revenue: '2m_10m',
  focus: 'both',
  leadsPeople: 'yes',
  leadershipBlockades: ['delegation', 'decisions'],
  challenges: ['team', 'strategy', 'processes'],
  goals: 'Mehr Zeit für die Strategie,\nweniger Tagesgeschäft.',
  timeline: 'now',
  commitment: 'all_in',
  supportType: 'both',
});

let lastIp = 0;

interface Visitor {
  ip: string;
  /** The capability cookie this browser holds, as the server last set it. */
  cookie: string | null;
  call(
    method: string,
    url: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; withCookie?: boolean },
  ): Promise<LightMyRequestResponse>;
}

/** A browser of its own (own IP, own cookie jar for the questionnaire capability). */
export function visitor(portal: TestPortal): Visitor {
  const v: Visitor = {
    ip: `10.4.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`,
    cookie: null,
    async call(method, url, opts = {}) {
      const res = await portal.runtime.app.inject({
        method: method as 'GET',
        url,
        payload: opts.body as object | undefined,
        remoteAddress: v.ip,
        headers: {
          origin: TEST_ORIGIN,
          ...(v.cookie && opts.withCookie !== false ? { cookie: `questionnaire=${v.cookie}` } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      });
      const set = res.cookies.find((c) => c.name === 'questionnaire');
      if (set) v.cookie = set.value && (!set.expires || set.expires.getTime() > Date.now()) ? set.value : null;
      return res;
    },
  };
  return v;
}

/** POST /api/questionnaires as this visitor; answers the new id and edit token. */
export async function createAs(
  v: Visitor,
  body: unknown,
): Promise<{ id: string; editToken: string; res: LightMyRequestResponse }> {
  const res = await v.call('POST', '/api/questionnaires', { body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id, editToken: res.json().editToken, res };
}
