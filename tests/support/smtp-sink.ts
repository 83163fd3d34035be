/**
 * A local SMTP server that keeps what it receives: plain SMTP on loopback, any login accepted, or
 * with `tls` TLS from the first byte (as a hosted Edge Function must) with the certificate in
 * ./smtp-tls/. It can be stopped and started again on the same port.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/** The CA that signed the sink's TLS certificate (for 127.0.0.1); a client given it verifies the sink. */
export const SMTP_SINK_CA_PATH = fileURLToPath(new URL('smtp-tls/ca.pem', import.meta.url));

function tlsOptions() {
  const file = (name: string) => readFileSync(new URL(`smtp-tls/${name}`, import.meta.url));
  return { secure: true, key: file('key.pem'), cert: file('cert.pem') };
}

export async function startSmtpSink({ tls = false }: { tls?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const create = () => {
    const smtp = new SMTPServer({
      ...(tls ? tlsOptions() : { disabledCommands: ['STARTTLS'] }),
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
    // A client that drops the connection (say, refusing the certificate) fails its own send; it
    // must not end the test run with an unhandled 'error' event.
    smtp.on('error', () => undefined);
    return smtp;
  };
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
