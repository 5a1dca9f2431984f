import type { MailMessage } from '../../jobs/mailer';
import { letterTo } from '../../lib/german/letter';

// German e-mail texts of the identity module: each sends a link to set a password.

interface LinkMailFacts {
  to: string;
  name: string;
  link: string;
}

/** What one kind of link mail says before and after its link. */
interface LinkMailText {
  subject: string;
  beforeLink: string[];
  afterLink: string[];
}

export type LinkMail = (m: LinkMailFacts) => MailMessage;

const linkMail =
  (t: LinkMailText): LinkMail =>
  (m) => ({
    to: m.to,
    subject: t.subject,
    text: letterTo(m.name, [...t.beforeLink, '', m.link, '', ...t.afterLink]),
  });

export const passwordResetMail = linkMail({
  subject: 'Passwort zurücksetzen',
  beforeLink: [
    'Sie haben angefordert, Ihr Passwort für das Kundenportal zurückzusetzen.',
    'Über diesen Link legen Sie ein neues Passwort fest (gültig für eine Stunde, nur einmal verwendbar):',
  ],
  afterLink: [
    'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  ],
});

/** To a new Accelerator: a link to set their own password (no password in clear), valid 7 days. */
export const welcomePartnerMail = linkMail({
  subject: 'Willkommen als Accelerator – Passwort festlegen',
  beforeLink: [
    'für Sie wurde ein Zugang zum Kundenportal als Accelerator angelegt.',
    'Über diesen Link legen Sie Ihr Passwort fest (gültig für sieben Tage, nur einmal verwendbar):',
  ],
  afterLink: [
    'Danach melden Sie sich mit Ihrer E-Mail-Adresse und diesem Passwort an.',
    'Ist der Link abgelaufen, fordern Sie auf der Anmeldeseite über „Passwort vergessen“ einen neuen an.',
  ],
});
