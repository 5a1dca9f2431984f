import { expect } from '@playwright/test';
import { mailDir } from './env';
import { mailsFor, type CapturedMail } from './mail-sink';

/** Waits until the SMTP sink has a mail for `recipient` and returns the newest. */
export async function waitForMail(recipient: string): Promise<CapturedMail> {
  await expect
    .poll(() => mailsFor(mailDir, recipient).length, { timeout: 15_000, message: `Mail an ${recipient}` })
    .toBeGreaterThan(0);
  return mailsFor(mailDir, recipient).at(-1)!;
}

/** The reset link `${PUBLIC_URL}/?reset_token=…` from the mail's text or HTML. */
export function resetLinkFrom(mail: CapturedMail): string {
  const match = /https?:\/\/[^\s"'<>]+\/\?reset_token=[^\s"'<>&]+/.exec(`${mail.text}\n${mail.html}`);
  if (!match) throw new Error(`Kein Reset-Link in: ${mail.subject}`);
  return match[0];
}
