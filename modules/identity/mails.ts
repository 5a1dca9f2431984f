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
