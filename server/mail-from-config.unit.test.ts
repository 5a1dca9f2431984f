import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// MAIL_FROM is the sender's address only: the name beside it is the firm's (jobs/firm-sender.ts).

describe('MAIL_FROM', () => {
  it('is the configured address', () => {
    expect(loadConfig({}, { MAIL_FROM: 'post@beispiel-coaching.de' }).mailFrom).toBe('post@beispiel-coaching.de');
  });

  it('unset: no-reply at the portal’s own domain; a local portal gets the reserved example domain, not localhost', () => {
    expect(loadConfig({}, { PUBLIC_URL: 'https://portal.beispiel-coaching.de' }).mailFrom).toBe(
      'no-reply@portal.beispiel-coaching.de',
    );
    for (const PUBLIC_URL of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(loadConfig({}, { PUBLIC_URL }).mailFrom).toBe('no-reply@kundenportal.example');
    expect(loadConfig({}, {}).mailFrom).toBe('no-reply@kundenportal.example');
  });

  it('refuses a name with the address or no address at all, saying so in German', () => {
    for (const MAIL_FROM of ['Coaching Portal <no-reply@beispiel.de>', 'no-reply', 'no-reply@localhost'])
      expect(() => loadConfig({}, { MAIL_FROM })).toThrow(
        'MAIL_FROM: nur die Absenderadresse, z. B. kontakt@firma.de (der Name kommt aus den Firmendaten)',
      );
  });
});
