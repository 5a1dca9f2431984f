import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { Mailer } from '../../jobs/mailer';
import { countingMailFailures } from './job-metrics';

describe('countingMailFailures', () => {
  it('counts each failed sending and passes the failure on', async () => {
    const registry = new Registry();
    let refuse = true;
    const mailer: Mailer = {
      send: async () => {
        if (refuse) throw new Error('550 abgelehnt');
      },
      close: () => {},
    };
    const counted = countingMailFailures(registry, mailer);
    const message = { to: 'a@b.de', subject: 'Test', text: 'Hallo', messageId: '<1@test>' };
    await expect(counted.send(message)).rejects.toThrow('550 abgelehnt');
    refuse = false;
    await counted.send(message);
    expect(await registry.getSingleMetricAsString('portal_mail_failures_total')).toMatch(
      /^portal_mail_failures_total 1$/m,
    );
  });
});
