import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An iCalendar invitation or cancellation, sent as the mail's calendar part (and .ics). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files attached to the mail (an invoice's PDF), their content in base64: a job's data is JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** A mail as the worker sends it: its Message-ID, and the name beside the sender's address. */
export type OutgoingMail = MailMessage & { messageId: string; fromName?: string };

function toNodemailer(address: string, m: OutgoingMail) {
  return {
    // As an object, nodemailer quotes the name and encodes anything beyond ASCII (RFC 2047).
    from: m.fromName ? { name: m.fromName, address } : address,
    to: m.to,
    subject: m.subject,
    text: m.text,
    messageId: m.messageId,
    ...(m.calendar
      ? { icalEvent: { method: m.calendar.method, filename: 'termin.ics', content: m.calendar.content } }
      : {}),
    ...(m.attachments?.length
      ? {
          attachments: m.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.contentBase64,
            encoding: 'base64',
          })),
        }
      : {}),
  };
}

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise every mail is written as an .eml file under the data folder
 * and its subject and links are logged (links not in production), so development needs no mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  /** The sender's address (MAIL_FROM); its name comes with each mail. */
  from: string;
  mailDir: string;
  log: (line: string) => void;
  production?: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    // Pooled: a burst (a dozen bookings, a month's reminders) reuses a few open connections instead
    // of one TCP and SMTP handshake per mail; the pool reconnects when the server dropped it.
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, pool: true, maxConnections: 2 });
    return {
      async send(m) {
        await transport.sendMail(toNodemailer(opts.from, m));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail(toNodemailer(opts.from, m));
      fs.mkdirSync(opts.mailDir, { recursive: true });
      const file = path.join(
        opts.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.messageId.replace(/[^\w-]/g, '')}.eml`,
      );
      fs.writeFileSync(file, info.message as Buffer);
      // Links carry reset and confirmation tokens: a production log never holds them.
      const links = opts.production ? [] : (m.text.match(/https?:\/\/\S+/g) ?? []);
      opts.log(`E-Mail an ${m.to}: „${m.subject}“ -> ${file}${links.length ? ` Links: ${links.join(' ')}` : ''}`);
    },
    close: () => {},
  };
}
