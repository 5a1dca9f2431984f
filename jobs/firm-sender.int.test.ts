import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoClients } from '../server/seed/demo-accounts';
import { startDemoPortal } from '../server/testing/demo-portal';
import { exampleFirm } from '../server/testing/example-firm';
import type { TestPortal } from '../server/testing/harness';
import { recipientOf } from '../server/testing/smtp-sink';

// Audit of spec 02: every mail comes from the firm, not from 'no-reply@localhost' signed with the
// product's name. The From name and the sign-off are the firm's name as the office keeps it in the
// Firmendaten (until saved: IMPRESSUM_COMPANY), read when the mail is sent; the address is MAIL_FROM.

const address = 'post@beispiel-coaching.de';
let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startDemoPortal({ env: { MAIL_FROM: address, IMPRESSUM_COMPANY: 'Impressum Coaching GmbH' } });
  admin = await portal.signIn(demoAdmin);
});
afterAll(() => portal.close());

/** A password-reset mail to this demo client: a mail any visitor can cause. */
async function resetMailTo(email: string): Promise<ParsedMail> {
  const res = await portal.call('POST', '/api/auth/forgot-password', { body: { email } });
  expect(res.statusCode, res.body).toBe(200);
  return portal.smtp.waitFor((m) => recipientOf(m) === email && m.subject === 'Passwort zurücksetzen');
}

async function saveFirmName(legalName: string): Promise<void> {
  const res = await portal.call('PUT', '/api/settings/firm', { token: admin, body: { ...exampleFirm, legalName } });
  expect(res.statusCode, res.body).toBe(200);
}

/** The From header as it went over the wire, unfolded. */
const rawFrom = (m: ParsedMail): string => m.headerLines.find((h) => h.key === 'from')!.line.replace(/\r?\n\s+/g, ' ');
const sender = (m: ParsedMail) => (m.from?.value ?? []).map((a) => ({ name: a.name, address: a.address }));

describe('the sender and the signature of every mail', () => {
  it('before the Firmendaten are saved: the Impressum’s company at the configured address', async () => {
    const mail = await resetMailTo(demoClients[0]!.email);
    expect(sender(mail)).toEqual([{ name: 'Impressum Coaching GmbH', address }]);
    expect(mail.text).toContain('\n\nMit freundlichen Grüßen\nImpressum Coaching GmbH');
    expect(mail.text).not.toContain('Ihr Team der');
    expect(mail.text).not.toContain('Potenzialanalyse');
  });

  it('the firm’s saved name, umlauts encoded (RFC 2047), signs the next mail; a new name the one after', async () => {
    await saveFirmName('Müller & Söhne Coaching GmbH');
    const mail = await resetMailTo(demoClients[1]!.email);
    expect(sender(mail)).toEqual([{ name: 'Müller & Söhne Coaching GmbH', address }]);
    // On the wire the header is ASCII: the name as an encoded word, the address as it is.
    const from = rawFrom(mail);
    expect(from).toMatch(/^From: (=\?UTF-8\?[QB]\?[^?]+\?=\s*)+<post@beispiel-coaching\.de>$/i);
    expect(from).toMatch(/^[\x20-\x7e]+$/);
    // The sign-off, then the firm's mandatory details below the signature separator.
    expect(mail.text).toContain('\n\nMit freundlichen Grüßen\nMüller & Söhne Coaching GmbH\n\n-- \nMüller & Söhne');
    expect(mail.text).not.toContain('Impressum Coaching GmbH');

    await saveFirmName('Beispiel Coaching GmbH');
    const next = await resetMailTo(demoClients[2]!.email);
    expect(sender(next)).toEqual([{ name: 'Beispiel Coaching GmbH', address }]);
    expect(next.text).toContain('\n\nMit freundlichen Grüßen\nBeispiel Coaching GmbH\n\n-- \n');
    expect(next.text).not.toContain('Müller');
  });
});
