import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind, GatewayDatabase } from '../db/schema';
import { WakeableWorker, settleWithin } from '../wakeable-worker';
import type { OneTimeCodePurpose } from './lifecycle-tables';
import { type CodeMailing, resolveCodeRequests } from './resolve-code-requests';

export interface CodeRequestSettings {
  /** How often a process looks for requests nobody woke it for: left by a process that stopped, or one it missed. */
  pollIntervalMs: number;
  /** Requests resolved in one transaction. */
  batchSize: number;
}

export const DEFAULT_CODE_REQUESTS: Readonly<CodeRequestSettings> = { pollIntervalMs: 5_000, batchSize: 20 };

const CLOSE_GRACE_MS = 10_000;

/**
 * Forgot-password and resend-otp hand their email here, known or not. The request writes one row,
 * the same for every email, and is answered; whether the email has an account is looked up after the
 * answer, by the resolver of this process (woken at once) or of any other on the database (polling),
 * so the answer's time cannot tell which emails have an account.
 */
export class CodeRequests {
  readonly #worker = new WakeableWorker(
    () => this.#resolveDue(),
    () => this.settings.pollIntervalMs,
  );
  #log: FastifyBaseLogger | undefined;
  #closed = false;

  constructor(
    private readonly db: Kysely<GatewayDatabase>,
    private readonly kind: DatabaseKind,
    private readonly mailing: CodeMailing,
    private readonly settings: CodeRequestSettings,
  ) {}

  /** The request's one write; the resolver is woken once the answer under way is written. */
  async record(email: string, purpose: OneTimeCodePurpose): Promise<void> {
    await this.db.insertInto('code_requests').values({ id: randomUUID(), email, purpose, requested_at: new Date().toISOString() }).execute();
    setImmediate(() => this.#worker.wake());
  }

  /** Resolves what is waiting (requests left when a process stopped), and from then on what is recorded. */
  start(log: FastifyBaseLogger): void {
    this.#log = log;
    this.#worker.wake();
  }

  /**
   * Stops waking, then resolves what is waiting, each within a grace period: a request answered just
   * before the gateway closed gets its mail now rather than at the next start. What is left when
   * the grace runs out waits for the next resolver.
   */
  async stop(): Promise<void> {
    await this.#worker.stop(CLOSE_GRACE_MS);
    await settleWithin(this.#resolveDue(), CLOSE_GRACE_MS);
    this.#closed = true;
  }

  async #resolveDue(): Promise<void> {
    try {
      for (;;) {
        const { resolved, mailed } = await resolveCodeRequests(this.db, this.kind, this.mailing, this.settings.batchSize);
        if (mailed > 0) this.mailing.mail.deliverSoon();
        if (resolved < this.settings.batchSize) return;
      }
    } catch (error) {
      // The requests stay, and are tried again at the next wake or poll. Past a close that did not
      // wait for this run, the database is gone: nothing to tell.
      if (!this.#closed) this.#log?.error({ reason: error instanceof Error ? error.message : String(error) }, 'the code requests could not be resolved');
    }
  }
}
