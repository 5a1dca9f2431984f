import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process; collects what the portal sends. */
export class SmtpSink {
  readonly mails: ParsedMail[] = [];
  private readonly waiters: Array<() => void> = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.mails.push(mail);
          for (const w of this.waiters.splice(0)) w();
          callback();
        })
        .catch(callback);
    },
  });

  async start(): Promise<string> {
    // A sender that dies mid-mail (the crash tests SIGKILL the server) resets the connection; like
    // a real mail server, the sink then has no mail and carries on, instead of an unhandled error.
    this.server.on('error', () => {});
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /**
   * The first mail (in arrival order) matching, waiting for it up to `timeoutMs`. Generous: on CI's two
   * cores a file's earlier tests can leave dozens of mails queued ahead of the one awaited.
   */
  async waitFor(match: (m: ParsedMail) => boolean, timeoutMs = 25_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('Keine passende E-Mail angekommen');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export const recipientOf = (m: ParsedMail): string =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).join(',');
