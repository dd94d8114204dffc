import { commitWithoutFlush } from '../db/commit-without-flush';
import type { MailMessage } from '../mail/mailer';
import type { GatewayServices } from '../services';
import type { OneTimeCodePurpose } from './lifecycle-tables';
import type { RefreshOwner } from './refresh-tokens';

/**
 * Issues the user a new code of this purpose and queues the mail that carries it, in one
 * transaction; the send happens after the answer. Used where every email gets the same answer, so
 * the commit does not wait for the disk either: that wait would tell a known account from an
 * unknown one, and a code lost to a crash is simply asked for again.
 */
export async function mailNewCode(
  services: GatewayServices,
  owner: RefreshOwner,
  purpose: OneTimeCodePurpose,
  mail: (code: string) => MailMessage,
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    await commitWithoutFlush(trx);
    await services.mail.queue(mail(await services.codes.issue(owner, purpose, trx)), trx);
  });
  services.mail.deliverSoon();
}
