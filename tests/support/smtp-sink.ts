/**
 * A local SMTP server that keeps what it receives (smtp-server), for the lead-notice tests: plain
 * SMTP on loopback, any login accepted, no STARTTLS offered (its certificate would be self-signed).
 * It can be stopped and started again on the same port, as a mail server that goes down and
 * comes back.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  stop(): Promise<void>;
  restart(): Promise<void>;
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolvePort(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const create = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'staff' }),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  let server = create();
  const port = await listen(server, 0);
  let running = true;
  return {
    port,
    received,
    async stop() {
      if (!running) return;
      running = false;
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    },
    async restart() {
      server = create();
      await listen(server, port);
      running = true;
    },
  };
}
