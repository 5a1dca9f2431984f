import { expect, it } from 'vitest';
import { quietDemoMails, startBanner } from './start-banner';

it('keeps mails to demo addresses out of the console, counting them; prints every other line', () => {
  const printed: string[] = [];
  const quiet = quietDemoMails((l) => printed.push(l), new Set(['lars.voigt@alpenglueck-solutions.de']));
  quiet.log('E-Mail an julia.hoffmann@demo.kunde.de: „Termin geplant“ -> /data/mail/1.eml');
  quiet.log('E-Mail an markus.weber@demo.coaching.de: „Neue Anfrage“ -> /data/mail/2.eml');
  quiet.log('E-Mail an Lars.Voigt@alpenglueck-solutions.de: „Termin geplant“ -> /data/mail/4.eml');
  quiet.log('E-Mail an neu@beispiel.de: „Passwort zurücksetzen“ -> /data/mail/3.eml Links: http://x/r');
  quiet.log('Portal listening');
  expect(printed).toEqual([
    'E-Mail an neu@beispiel.de: „Passwort zurücksetzen“ -> /data/mail/3.eml Links: http://x/r',
    'Portal listening',
  ]);
  expect(quiet.left()).toBe(3);
});

it('tells a newcomer the address, the logins and where mails go', () => {
  const lines = startBanner(
    { publicUrl: 'http://localhost:3000', SMTP_URL: undefined, dataDir: '/srv/portal' },
    ['Demo-Zugänge:', '  Administrator  admin@demo.coaching.de  geheim'],
    12,
  );
  expect(lines).toContain('Portal: http://localhost:3000');
  expect(lines).toContain('  Administrator  admin@demo.coaching.de  geheim');
  expect(lines.join('\n')).toContain('E-Mails: als .eml-Dateien in /srv/portal/mail');
  expect(lines.join('\n')).toContain('12 Mails an Demo-Adressen nur als Datei');
  expect(startBanner({ publicUrl: 'x', SMTP_URL: 'smtp://mail.firma.de:587', dataDir: '/d' }, [], 0)).toContain(
    'E-Mails: über mail.firma.de:587',
  );
});
