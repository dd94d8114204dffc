import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/server';
import { databaseTargets } from './databases';
import { mailValue, openLifecycleGateway, signupPayload, type LifecycleGateway } from './lifecycle-gateway';
import { TEST_SECRET } from './test-gateway';

const root = resolve(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const run = promisify(execFile);

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The decoded body of the MIME part of this content type (quoted-printable or base64). */
function mimePart(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) throw new Error(`No ${contentType} part in:\n${raw}`);
  const headerEnd = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, headerEnd);
  const body = raw.slice(headerEnd + 4, raw.indexOf('\r\n--', headerEnd));
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`mail delivery on ${target.name}`, () => {
    const received: Received[] = [];
    let smtp: SMTPServer;
    let gateway: LifecycleGateway;

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        onData(stream, session, done) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            done();
          });
        },
      });
      await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
      const { port } = smtp.server.address() as { port: number };
      gateway = await openLifecycleGateway(target, {
        mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Onboarding Desk <desk@hcm.test>', appWebUrl: 'http://app.hcm.test:8080/' },
      });
    });
    afterAll(async () => {
      await gateway?.close();
      await new Promise<void>((done) => smtp.close(() => done()));
    });

    it('delivers the welcome mail over SMTP with its text and HTML parts, and keeps nothing in the outbox', async () => {
      expect((await gateway.signUp({ email: 'smtp@delivery.example' })).statusCode).toBe(200);
      const mail = received.find((message) => message.to.includes('smtp@delivery.example'));
      expect(mail?.from).toBe('desk@hcm.test');
      const raw = mail!.raw;
      expect(raw).toMatch(/^From: Onboarding Desk <desk@hcm\.test>/m);
      expect(raw).toMatch(/^Subject: Welcome to HCM Onboarding: your temporary password/m);
      expect(raw).toContain('multipart/alternative');
      const text = mimePart(raw, 'text/plain');
      const html = mimePart(raw, 'text/html');
      const temporary = mailValue(text.replace(/\r\n/g, '\n'), 'Temporary password');
      expect(html).toContain(temporary.replaceAll('&', '&amp;'));
      expect(text).toContain('http://app.hcm.test:8080/set-new-password?userId=smtp%40delivery.example');
      expect(html).toContain('href="hcm://set-new-password?userId=smtp%40delivery.example"');
      expect(html).toContain('#1677ff');
      expect(await gateway.mails('smtp@delivery.example')).toEqual([]);

      const set = await gateway.post('/auth/set-new-password', { email: 'smtp@delivery.example', tempPassword: temporary, newPassword: 'Fresh@Pass1' });
      expect(set.statusCode).toBe(200);
    });
  });

  // A suite of its own: it makes its own database, opened only once the SMTP suite's is gone.
  describe.skipIf(target.unavailable !== undefined)(`undeliverable welcome mail on ${target.name}`, () => {
    it('takes the sign-up back when the welcome mail cannot be sent', async () => {
      const database = await target.create();
      const unreachable = await buildGateway({ database: database.config, jwtSecret: TEST_SECRET, mail: { smtpUrl: 'smtp://127.0.0.1:1' } });
      try {
        const response = await unreachable.inject({
          method: 'POST',
          url: '/auth/signup-company',
          headers: { product: 'ONBOARDING' },
          payload: signupPayload({ email: 'nomail@delivery.example' }),
        });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: 'Your welcome email could not be sent, so the account was not created. Try again in a moment.' });
        expect(await database.query('select id from users')).toEqual([]);
        expect(await database.query('select id from companies')).toEqual([]);
      } finally {
        await unreachable.close();
        await database.drop();
      }
    });
  });
}

describe('npm run outbox', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hcm-outbox-cli-'));
    const app = await buildGateway({ database: { kind: 'sqlite', file: join(dataDir, 'gateway.sqlite') }, jwtSecret: TEST_SECRET, seedDemo: true });
    try {
      for (const email of ['first@outbox.example', 'second@outbox.example']) {
        const response = await app.inject({ method: 'POST', url: '/auth/signup-company', headers: { product: 'ONBOARDING' }, payload: signupPayload({ email }) });
        expect(response.statusCode).toBe(200);
      }
      await app.inject({ method: 'POST', url: '/auth/forgot-password', headers: { product: 'ONBOARDING' }, payload: { email: 'first@outbox.example' } });
    } finally {
      await app.close();
    }
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const outbox = (...args: string[]) =>
    run(tsx, [join(root, 'src', 'gateway', 'mail', 'outbox-cli.ts'), ...args], {
      cwd: root,
      env: { ...process.env, GATEWAY_DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('prints one JSON object a line, newest first, with to, subject, text, html and sentAt', async () => {
    const { stdout } = await outbox('--json');
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
    expect(lines.map((mail) => [mail.to, mail.subject])).toEqual([
      ['first@outbox.example', 'Your HCM Onboarding password reset code'],
      ['second@outbox.example', 'Welcome to HCM Onboarding: your temporary password'],
      ['first@outbox.example', 'Welcome to HCM Onboarding: your temporary password'],
    ]);
    for (const mail of lines) {
      expect(Object.keys(mail).sort()).toEqual(['html', 'sentAt', 'subject', 'text', 'to']);
      expect(new Date(mail.sentAt!).toISOString()).toBe(mail.sentAt);
    }
    expect(mailValue(lines[0]!.text!, 'Code')).toMatch(/^\d{6}$/);
    expect(lines[1]!.html).toContain('HCM Onboarding');
  });

  it('prints a readable listing by default', async () => {
    const { stdout } = await outbox('--limit', '1');
    expect(stdout).toContain('to first@outbox.example');
    expect(stdout).toContain('Subject: Your HCM Onboarding password reset code');
    expect(stdout).toMatch(/^Code: \d{6}$/m);
    expect(stdout).not.toContain('second@outbox.example');
  });
});
