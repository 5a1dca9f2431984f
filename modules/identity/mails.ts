import type { MailMessage } from '../../jobs/mailer';

// German e-mail texts of the identity module.

export function passwordResetMail(opts: { to: string; name: string; link: string; productName: string }): MailMessage {
  return {
    to: opts.to,
    subject: 'Passwort zurücksetzen',
    text: [
      `Hallo ${opts.name},`,
      '',
      'Sie haben angefordert, Ihr Passwort für das Kundenportal zurückzusetzen.',
      'Über diesen Link legen Sie ein neues Passwort fest (gültig für eine Stunde, nur einmal verwendbar):',
      '',
      opts.link,
      '',
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
      '',
      `Ihr Team der ${opts.productName}`,
    ].join('\n'),
  };
}

/** To a new Accelerator: a link to set their own password (no password in clear), valid 7 days. */
export function welcomePartnerMail(opts: { to: string; name: string; link: string; productName: string }): MailMessage {
  return {
    to: opts.to,
    subject: 'Willkommen als Accelerator – Passwort festlegen',
    text: [
      `Hallo ${opts.name},`,
      '',
      'für Sie wurde ein Zugang zum Kundenportal als Accelerator angelegt.',
      'Über diesen Link legen Sie Ihr Passwort fest (gültig für sieben Tage, nur einmal verwendbar):',
      '',
      opts.link,
      '',
      'Danach melden Sie sich mit Ihrer E-Mail-Adresse und diesem Passwort an.',
      'Ist der Link abgelaufen, fordern Sie auf der Anmeldeseite über „Passwort vergessen“ einen neuen an.',
      '',
      `Ihr Team der ${opts.productName}`,
    ].join('\n'),
  };
}
