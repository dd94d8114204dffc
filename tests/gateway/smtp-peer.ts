import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP peer read it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** What the peer answers a mail's DATA: undefined takes it; a code and text refuse it. */
export type PeerReply = { code: number; message: string } | undefined;

/**
 * A real SMTP server on loopback for the gateway to deliver to, whose answer to each mail a test
 * decides (take it, refuse it, or hold it until the test lets it go). Any user and password sign in.
 */
export interface SmtpPeer {
  url(credentials?: string): string;
  /** Every mail whose DATA arrived, taken or not. */
  readonly seen: ReceivedMail[];
  /** The mails taken. */
  readonly accepted: ReceivedMail[];
  decide: (mail: ReceivedMail) => PeerReply | Promise<PeerReply>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const seen: ReceivedMail[] = [];
  const accepted: ReceivedMail[] = [];
  const peer: Pick<SmtpPeer, 'decide'> = { decide: () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        seen.push(mail);
        void Promise.resolve(peer.decide(mail)).then((reply) => {
          if (reply === undefined) {
            accepted.push(mail);
            done();
          } else {
            done(Object.assign(new Error(reply.message), { responseCode: reply.code }));
          }
        });
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as { port: number };
  return Object.assign(peer, {
    url: (credentials?: string) => `smtp://${credentials === undefined ? '' : `${credentials}@`}127.0.0.1:${port}`,
    seen,
    accepted,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}

/** The decoded body of the MIME part of this content type (quoted-printable or base64), with LF line ends. */
export function mimePart(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) throw new Error(`No ${contentType} part in:\n${raw}`);
  const headerEnd = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, headerEnd);
  const body = raw.slice(headerEnd + 4, raw.indexOf('\r\n--', headerEnd));
  let decoded = body;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  } else if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    decoded = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return decoded.replace(/\r\n/g, '\n');
}
