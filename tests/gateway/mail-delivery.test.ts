import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFileStore } from '../../src/gateway/files/file-store';
import { MAIL_HEADER_CID } from '../../src/gateway/mail/mailer';
import { MailOutbox } from '../../src/gateway/mail/outbox';
import { buildGateway } from '../../src/gateway/server';
import { databaseTargets } from './databases';
import { mailValue, openLifecycleGateway, signupPayload, type LifecycleGateway } from './lifecycle-gateway';
import { type PeerReply, type ReceivedMail, type SmtpPeer, mimePart, startSmtpPeer } from './smtp-peer';
import { pngOfSides } from './sample-files';
import { ACME_ADMIN, COORDINATOR, GLOBEX_ADMIN, TEST_SECRET } from './test-gateway';

const root = resolve(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const run = promisify(execFile);

const SMTP_PASSWORD = 'peer-pass-7d1c';
/** Quick retries and polls, so a test sees several attempts within a second. */
const QUICK_DELIVERY = { maxAttempts: 3, firstRetryDelayMs: 20, pollIntervalMs: 50 };
const RAISED_LIMITS = { signupsPerAddress: 1000, forgotPasswordPerEmail: 1000, forgotPasswordPerAddress: 1000 };

const to = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`mail delivery on ${target.name}`, () => {
    const logLines: string[] = [];
    let peer: SmtpPeer;
    let gateway: LifecycleGateway;

    beforeAll(async () => {
      peer = await startSmtpPeer();
      gateway = await openLifecycleGateway(target, {
        mail: {
          smtpUrl: peer.url(`mailer:${SMTP_PASSWORD}`),
          from: 'Onboarding Desk <desk@hcm.test>',
          appWebUrl: 'http://app.hcm.test:8080/',
          delivery: QUICK_DELIVERY,
        },
        lifecycleRateLimits: RAISED_LIMITS,
        logger: 'info',
        logStream: { write: (line) => void logLines.push(line) },
      });
    });
    afterAll(async () => {
      await gateway?.close();
      await peer?.close();
    });

    it('delivers the welcome mail over SMTP with its text and HTML parts, and keeps only its envelope once sent', async () => {
      expect((await gateway.signUp({ email: 'smtp@delivery.example' })).statusCode).toBe(200);
      await expect.poll(() => peer.accepted.filter(to('smtp@delivery.example')).length).toBe(1);
      const mail = peer.accepted.find(to('smtp@delivery.example'))!;
      expect(mail.from).toBe('desk@hcm.test');
      expect(mail.raw).toMatch(/^From: Onboarding Desk <desk@hcm\.test>/m);
      expect(mail.raw).toMatch(/^Subject: Welcome to HCM Onboarding: your temporary password/m);
      expect(mail.raw).toContain('multipart/alternative');
      const text = mimePart(mail.raw, 'text/plain');
      const html = mimePart(mail.raw, 'text/html');
      const temporary = mailValue(text, 'Temporary password');
      expect(html).toContain(temporary.replaceAll('&', '&amp;'));
      expect(text).toContain('http://app.hcm.test:8080/set-new-password?userId=smtp%40delivery.example');
      expect(html).toContain('href="hcm://set-new-password?userId=smtp%40delivery.example"');
      expect(html).toContain('#1677ff');

      await expect.poll(async () => (await gateway.mails('smtp@delivery.example'))[0]?.status).toBe('sent');
      const [stored] = await gateway.mails('smtp@delivery.example');
      expect(stored).toMatchObject({ kind: 'welcome', subject: 'Welcome to HCM Onboarding: your temporary password', text: '', html: '', attempts: 1 });
      expect(stored!.sentAt).not.toBeNull();

      const set = await gateway.post('/auth/set-new-password', { email: 'smtp@delivery.example', tempPassword: temporary, newPassword: 'Fresh@Pass1' });
      expect(set.statusCode).toBe(200);
    });

    it('carries the email header inline under its Content-ID, and lets go of it once the mail is sent', async () => {
      const company = await gateway.db.selectFrom('companies').select('id').where('name', '=', 'Acme Ltd').executeTakeFirstOrThrow();
      const admin = await gateway.db.selectFrom('users').select('id').where('email', '=', ACME_ADMIN).executeTakeFirstOrThrow();
      const header = pngOfSides(600, 120);
      const file = await createDatabaseFileStore(gateway.db).save({
        companyId: company.id,
        uploadedBy: admin.id,
        name: 'header.png',
        contentType: 'image/png',
        bytes: Buffer.from(header),
      });
      const html = `<img src="cid:${MAIL_HEADER_CID}" alt="Acme Ltd">`;
      await new MailOutbox(gateway.db, { wake: () => undefined }).queue({
        kind: 'new-hire-invite',
        to: 'inline@delivery.example',
        subject: 'Inline header',
        text: 'Hello',
        html,
        companyId: company.id,
        headerImageFileId: file.id,
      });
      await expect.poll(() => peer.accepted.filter(to('inline@delivery.example')).length).toBe(1);
      const raw = peer.accepted.find(to('inline@delivery.example'))!.raw;
      expect(raw).toContain('multipart/related');
      expect(raw).toMatch(new RegExp(`^Content-ID: <${MAIL_HEADER_CID}>`, 'm'));
      expect(raw).toMatch(/^Content-Disposition: inline/m);
      expect(mimePart(raw, 'text/html')).toBe(html);
      const image = raw.slice(raw.indexOf(`Content-ID: <${MAIL_HEADER_CID}>`));
      const body = image.slice(image.indexOf('\r\n\r\n') + 4, image.indexOf('\r\n--'));
      expect(Buffer.from(body.replace(/\s+/g, ''), 'base64').equals(Buffer.from(header))).toBe(true);

      await expect.poll(async () => (await gateway.mails('inline@delivery.example'))[0]?.status).toBe('sent');
      const kept = await gateway.db.selectFrom('mail_outbox').select('header_image_file_id').where('to_address', '=', 'inline@delivery.example').execute();
      expect(kept).toEqual([{ header_image_file_id: null }]);
    });

    it('answers forgot-password for a known account before the SMTP server has taken the mail, which arrives afterwards', async () => {
      const events: string[] = [];
      let answered: () => void = () => undefined;
      const answer = new Promise<void>((done) => (answered = done));
      peer.decide = async (mail) => {
        if (mail.to.includes(ACME_ADMIN)) {
          // Holds the DATA until the gateway has answered (at most 3 s, so a gateway that waits for it still ends).
          await Promise.race([answer, new Promise((done) => setTimeout(done, 3000))]);
          events.push('mail taken');
        }
        return undefined;
      };
      const response = await gateway.post('/auth/forgot-password', { email: ACME_ADMIN });
      events.push('answered');
      answered();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'If an account exists for this email, a reset code is on its way.' });

      await expect.poll(() => events).toEqual(['answered', 'mail taken']);
      const code = mailValue(mimePart(peer.accepted.filter(to(ACME_ADMIN)).at(-1)!.raw, 'text/plain'), 'Code');
      const reset = await gateway.post('/auth/confirm-forgot-password', { email: ACME_ADMIN, code, password: 'Reset@Pass1' });
      expect(reset.statusCode).toBe(200);
    });

    it('tries a refused send again and delivers it', async () => {
      const email = 'retry@delivery.example';
      peer.decide = (mail) =>
        mail.to.includes(email) && peer.seen.filter(to(email)).length === 1 ? { code: 451, message: '4.3.0 Mailbox busy, try again later' } : undefined;
      expect((await gateway.signUp({ email })).statusCode).toBe(200);

      await expect.poll(() => peer.accepted.filter(to(email)).length).toBe(1);
      expect(peer.seen.filter(to(email))).toHaveLength(2);
      await expect.poll(async () => (await gateway.mails(email))[0]?.status).toBe('sent');
      expect((await gateway.mails(email))[0]).toMatchObject({ attempts: 2, lastError: expect.stringContaining('451 4.3.0 Mailbox busy') });
    });

    it('marks a mail failed after the last of its attempts, keeps the account, and logs no password or body', async () => {
      const email = 'never@delivery.example';
      peer.decide = (mail) => (mail.to.includes(email) ? { code: 451, message: '4.3.0 Mailbox busy, try again later' } : undefined);
      const response = await gateway.signUp({ email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Your company is registered. Check your email for your temporary password.' });

      await expect.poll(async () => (await gateway.mails(email))[0]?.status).toBe('failed');
      const [failed] = await gateway.mails(email);
      expect(failed).toMatchObject({ attempts: QUICK_DELIVERY.maxAttempts, text: '', html: '', sentAt: null, lastError: expect.stringContaining('451') });
      expect(peer.seen.filter(to(email))).toHaveLength(QUICK_DELIVERY.maxAttempts);
      expect(peer.accepted.filter(to(email))).toEqual([]);
      // The sign-up stands: a later sign-up is told the same, and a password reset reaches the account.
      expect(await gateway.database.query('select id from users where email = ?', [email])).toHaveLength(1);

      const temporary = mailValue(mimePart(peer.seen.find(to(email))!.raw, 'text/plain'), 'Temporary password');
      const log = logLines.join('');
      expect(log).toContain('mail not sent after the last attempt');
      for (const secret of [SMTP_PASSWORD, temporary, email]) {
        expect(log).not.toContain(secret);
        expect(failed!.lastError).not.toContain(secret);
      }
    });

    it('does not try again a mail the server refuses for good', async () => {
      const email = 'gone@delivery.example';
      peer.decide = (mail) => (mail.to.includes(email) ? { code: 550, message: '5.1.1 No such mailbox' } : undefined);
      expect((await gateway.signUp({ email })).statusCode).toBe(200);

      await expect.poll(async () => (await gateway.mails(email))[0]?.status).toBe('failed');
      expect((await gateway.mails(email))[0]).toMatchObject({ attempts: 1, lastError: expect.stringContaining('550 5.1.1 No such mailbox') });
      expect(peer.seen.filter(to(email))).toHaveLength(1);
    });
  });

  // Suites of their own: each makes its own database, opened only once the suite above has closed its.
  describe.skipIf(target.unavailable !== undefined)(`mail delivery across gateways and shutdowns on ${target.name}`, () => {
    it('delivers each mail once when two gateway processes share the database', async () => {
      const peer = await startSmtpPeer();
      peer.decide = () => new Promise((done) => setTimeout(() => done(undefined), 5));
      const database = await target.create();
      const options = {
        database: database.config,
        jwtSecret: TEST_SECRET,
        lifecycleRateLimits: RAISED_LIMITS,
        mail: { smtpUrl: peer.url(), delivery: { pollIntervalMs: 10 } },
      };
      const first = await buildGateway({ ...options, seedDemo: true });
      const second = await buildGateway(options);
      const accounts = [ACME_ADMIN, COORDINATOR, GLOBEX_ADMIN];
      const mails = 30;
      try {
        await Promise.all(
          Array.from({ length: mails }, (_, index) =>
            (index % 2 === 0 ? first : second).inject({
              method: 'POST',
              url: '/auth/forgot-password',
              headers: { product: 'ONBOARDING' },
              payload: { email: accounts[index % accounts.length] },
            }),
          ),
        );
        await expect
          .poll(async () => (await database.query<{ status: string }>("select status from mail_outbox where status = 'sent'")).length, { timeout: 15_000 })
          .toBe(mails);
        const codes = peer.accepted.map((mail) => mailValue(mimePart(mail.raw, 'text/plain'), 'Code'));
        expect(codes).toHaveLength(mails);
        expect(new Set(codes).size).toBe(mails);
        expect(await database.query("select id from mail_outbox where attempts <> 1 or status <> 'sent'")).toEqual([]);
      } finally {
        await first.close();
        await second.close();
        await peer.close();
        await database.drop();
      }
    });

    it('closes once the send under way is recorded', async () => {
      const peer = await startSmtpPeer();
      let arrived: () => void = () => undefined;
      const mailArrived = new Promise<void>((done) => (arrived = done));
      let take: () => void = () => undefined;
      peer.decide = () =>
        new Promise<PeerReply>((done) => {
          take = () => done(undefined);
          arrived();
        });
      const database = await target.create();
      let gateway: FastifyInstance | undefined = await buildGateway({
        database: database.config,
        jwtSecret: TEST_SECRET,
        seedDemo: true,
        mail: { smtpUrl: peer.url() },
      });
      try {
        const answer = gateway.inject({ method: 'POST', url: '/auth/forgot-password', headers: { product: 'ONBOARDING' }, payload: { email: ACME_ADMIN } });
        await mailArrived;
        const closing = gateway.close();
        gateway = undefined;
        // The server takes the mail only once the gateway is closing.
        setTimeout(() => take(), 50);
        await Promise.all([answer, closing]);
        expect(peer.accepted.filter(to(ACME_ADMIN))).toHaveLength(1);
        expect(await database.query('select status, attempts from mail_outbox where to_address = ?', [ACME_ADMIN])).toEqual([{ status: 'sent', attempts: 1 }]);
      } finally {
        await gateway?.close();
        await peer.close();
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
        const response = await app.inject({
          method: 'POST',
          url: '/auth/signup-company',
          headers: { product: 'ONBOARDING' },
          payload: signupPayload({ email }),
        });
        expect(response.statusCode).toBe(200);
      }
      await app.inject({ method: 'POST', url: '/auth/forgot-password', headers: { product: 'ONBOARDING' }, payload: { email: 'first@outbox.example' } });
    } finally {
      await app.close();
    }
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  const outbox = (...args: string[]) =>
    run(tsx, [join(root, 'src', 'gateway', 'mail', 'outbox-cli.ts'), ...args], {
      cwd: root,
      env: { ...process.env, GATEWAY_DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('prints one JSON object a line, newest first, each mail kept with its parts and delivery state', async () => {
    const { stdout } = await outbox('--json');
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((mail) => [mail.to, mail.subject, mail.kind, mail.status])).toEqual([
      ['first@outbox.example', 'Your HCM Onboarding password reset code', 'password-reset', 'kept'],
      ['second@outbox.example', 'Welcome to HCM Onboarding: your temporary password', 'welcome', 'kept'],
      ['first@outbox.example', 'Welcome to HCM Onboarding: your temporary password', 'welcome', 'kept'],
    ]);
    for (const mail of lines) {
      expect(Object.keys(mail).sort()).toEqual(['attempts', 'html', 'kind', 'lastError', 'queuedAt', 'sentAt', 'status', 'subject', 'text', 'to']);
      expect(new Date(mail.queuedAt as string).toISOString()).toBe(mail.queuedAt);
      expect(mail).toMatchObject({ attempts: 0, lastError: null, sentAt: null });
    }
    expect(mailValue(lines[0]!.text as string, 'Code')).toMatch(/^\d{6}$/);
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
