import type { Kysely } from 'kysely';
import type { DatabaseKind, GatewayDatabase } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { type MailContext, passwordResetMail, verificationMail } from '../mail/mail-templates';
import type { MailOutbox } from '../mail/outbox';
import type { OneTimeCodePurpose } from './lifecycle-tables';
import type { OneTimeCodeStore } from './one-time-codes';

interface Account {
  is_active: boolean | number;
  email_verified_at: Date | string | null;
}

type Recipient = { email: string; firstName: string; companyId: string };

/** Which accounts a requested code is mailed to, and in which mail. */
const CODE_MAILS: Readonly<
  Record<OneTimeCodePurpose, { mailsTo(account: Account): boolean; mail: (context: MailContext, to: Recipient, code: string) => MailMessage }>
> = {
  password_reset: { mailsTo: (account) => Boolean(account.is_active), mail: passwordResetMail },
  email_verification: { mailsTo: (account) => account.email_verified_at === null, mail: verificationMail },
};

export interface CodeMailing {
  codes: OneTimeCodeStore;
  mail: MailOutbox;
  mailContext: MailContext;
}

/**
 * Resolves up to `limit` of the oldest code requests in one transaction: each is removed, and one
 * whose email belongs to an account that may have the code gets a new code and its mail, so a
 * request leaves either its mail or nothing. The claim is the delete itself, as the first statement
 * (mail-claims.ts's technique): on PostgreSQL its rows are picked `for update skip locked`, so
 * processes resolving at the same moment take different requests, and a process that dies mid-way
 * rolls back and leaves its requests to the others; SQLite writes one transaction at a time.
 * Answers how many requests were resolved and how many mails queued.
 */
export async function resolveCodeRequests(
  db: Kysely<GatewayDatabase>,
  kind: DatabaseKind,
  { codes, mail, mailContext }: CodeMailing,
  limit: number,
): Promise<{ resolved: number; mailed: number }> {
  // An idle poll only reads. On SQLite a delete takes the one write lock even when it matches
  // nothing, and holds it until the commit: every 5 s, a writer on another connection waited.
  const waiting = await db.selectFrom('code_requests').select('id').limit(1).executeTakeFirst();
  if (waiting === undefined) return { resolved: 0, mailed: 0 };
  return db.transaction().execute(async (trx) => {
    const requests = await trx
      .deleteFrom('code_requests')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('code_requests')
          .select('id')
          .orderBy('requested_at')
          .limit(limit)
          .$if(kind === 'postgres', (query) => query.forUpdate().skipLocked()),
      )
      .returning(['email', 'purpose', 'requested_at'])
      .execute();
    if (requests.length === 0) return { resolved: 0, mailed: 0 };

    const accounts = await trx
      .selectFrom('users')
      .select(['id', 'company_id', 'email', 'first_name', 'is_active', 'email_verified_at'])
      .where('email', 'in', [...new Set(requests.map((request) => request.email))])
      .execute();
    const byEmail = new Map(accounts.map((account) => [account.email, account]));
    let mailed = 0;
    // In the order asked, so that of two requests for one account the later mail carries the code that stands.
    requests.sort((a, b) => new Date(a.requested_at).getTime() - new Date(b.requested_at).getTime());
    for (const { email, purpose } of requests) {
      const account = byEmail.get(email);
      const codeMail = CODE_MAILS[purpose];
      if (account === undefined || !codeMail.mailsTo(account)) continue;
      const owner = { companyId: account.company_id, userId: account.id };
      const code = await codes.issue(owner, purpose, trx);
      await mail.queue(codeMail.mail(mailContext, { email, firstName: account.first_name, companyId: owner.companyId }, code), trx);
      mailed += 1;
    }
    return { resolved: requests.length, mailed };
  });
}
