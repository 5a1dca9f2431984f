import type { Mailer } from './mailer';

/** Who signs the portal's mails, as the office keeps it now (`firmSignature`, modules/invoicing). */
export interface FirmSignature {
  /** The firm's name; null while neither the Firmendaten nor IMPRESSUM_COMPANY name one. */
  name: string | null;
  /** The mandatory details (§ 35a GmbHG, § 37a HGB); empty until the Firmendaten are saved. */
  footer: string[];
}

/** The sign-off while the firm has no name yet: no product's name, no empty line. */
const UNNAMED_TEAM = 'Ihr Coaching-Team';

/** A mail's text as sent: the template's words, the firm's sign-off, then after '-- ' its details. */
export function signedText(text: string, firm: FirmSignature): string {
  const signed = `${text}\n\nMit freundlichen Grüßen\n${firm.name ?? UNNAMED_TEAM}`;
  return firm.footer.length ? `${signed}\n\n-- \n${firm.footer.join('\n')}` : signed;
}

/**
 * Every mail comes from the firm: its name beside the MAIL_FROM address and under the text, its
 * details below. Read when the mail is sent, not when it was queued, so a renamed firm or a new
 * managing director reaches the next mail without touching any template.
 */
export function signedByTheFirm(mailer: Mailer, firm: () => Promise<FirmSignature>): Mailer {
  return {
    async send(m) {
      const f = await firm();
      await mailer.send({ ...m, text: signedText(m.text, f), fromName: f.name ?? undefined });
    },
    close: () => mailer.close(),
  };
}
