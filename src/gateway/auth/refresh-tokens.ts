import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { GatewayDatabase } from '../db/schema';

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

export interface RefreshOwner {
  companyId: string;
  userId: string;
}

/** How a family starts: by default a fresh session of its own that lives the store's TTL. */
export interface FamilyStart {
  /** The administrator acting as the owner (log in as a user); the family keeps it. */
  actorUserId?: string;
  /** Inherited from the session it replaces, so acting never lengthens a session. */
  expiresAt?: Date | string;
}

export type RotationResult =
  { outcome: 'rotated'; owner: RefreshOwner; issued: IssuedRefreshToken; actorUserId?: string } | { outcome: 'invalid' } | { outcome: 'reused' };

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function isPast(value: Date | string, now: Date): boolean {
  return new Date(value).getTime() <= now.getTime();
}

/** Refresh tokens by family: stored as sha256 hashes only, every query scoped to one company. */
export class RefreshTokenStore {
  constructor(
    private readonly db: Kysely<GatewayDatabase>,
    private readonly ttlSeconds: number,
  ) {}

  /** Starts a new family (a new session) for the user. */
  async start(owner: RefreshOwner, now = new Date(), family: FamilyStart = {}, db: Kysely<GatewayDatabase> = this.db): Promise<IssuedRefreshToken> {
    const familyId = randomUUID();
    const expiresAt = new Date(family.expiresAt ?? now.getTime() + this.ttlSeconds * 1000).toISOString();
    const token = newToken();
    await this.insert(db, owner, familyId, token, expiresAt, now, family.actorUserId ?? null);
    return { token, familyId };
  }

  /**
   * Spends the token and issues its successor in the same family, keeping the family's expiry.
   * A token that was already spent means it leaked: the whole family is revoked.
   */
  async rotate(token: string, now = new Date()): Promise<RotationResult> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select(['id', 'company_id', 'user_id', 'family_id', 'expires_at', 'used_at', 'revoked_at', 'acting_user_id'])
      .where('token_hash', '=', hashRefreshToken(token))
      .executeTakeFirst();
    if (row === undefined || row.revoked_at !== null || isPast(row.expires_at, now)) {
      return { outcome: 'invalid' };
    }
    const owner = { companyId: row.company_id, userId: row.user_id };
    if (row.used_at !== null) {
      await this.revokeFamily(owner, row.family_id, now);
      return { outcome: 'reused' };
    }
    const expiresAt = new Date(row.expires_at).toISOString();
    const successor = newToken();
    const spent = await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('company_id', '=', row.company_id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) {
        return false;
      }
      await this.insert(trx, owner, row.family_id, successor, expiresAt, now, row.acting_user_id);
      return true;
    });
    if (!spent) {
      // Another request spent it first: two holders of one token.
      await this.revokeFamily(owner, row.family_id, now);
      return { outcome: 'reused' };
    }
    const issued = { token: successor, familyId: row.family_id };
    return row.acting_user_id === null ? { outcome: 'rotated', owner, issued } : { outcome: 'rotated', owner, issued, actorUserId: row.acting_user_id };
  }

  /** Revokes every standing token of the family; answers how many there were (0: already ended). */
  async revokeFamily(owner: RefreshOwner, familyId: string, now = new Date(), db: Kysely<GatewayDatabase> = this.db): Promise<number> {
    const result = await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('company_id', '=', owner.companyId)
      .where('user_id', '=', owner.userId)
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The family of a token, only when the token belongs to this owner. */
  async familyOf(owner: RefreshOwner, token: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('company_id', '=', owner.companyId)
      .where('user_id', '=', owner.userId)
      .where('token_hash', '=', hashRefreshToken(token))
      .executeTakeFirst();
    return row?.family_id;
  }

  /**
   * Whether the family still stands: it exists for this owner, was not revoked, and is acting for
   * the same administrator as the token says (or for none).
   */
  async isFamilyActive(owner: RefreshOwner, familyId: string, actorUserId?: string): Promise<boolean> {
    // Every authenticated request asks this: written as SQL, which costs a fraction of building it.
    const acting = actorUserId === undefined ? sql`acting_user_id is null` : sql`acting_user_id = ${actorUserId}`;
    const { rows } = await sql<{ id: string }>`
      select id from refresh_tokens
      where company_id = ${owner.companyId} and family_id = ${familyId} and user_id = ${owner.userId} and revoked_at is null and ${acting}
      limit 1`.execute(this.db);
    return rows.length > 0;
  }

  /** When a standing family of this owner expires; undefined when it is revoked or unknown. */
  async familyExpiry(owner: RefreshOwner, familyId: string): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('expires_at')
      .where('company_id', '=', owner.companyId)
      .where('user_id', '=', owner.userId)
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row === undefined ? undefined : new Date(row.expires_at);
  }

  private async insert(
    db: Kysely<GatewayDatabase>,
    owner: RefreshOwner,
    familyId: string,
    token: string,
    expiresAt: string,
    now: Date,
    actingUserId: string | null,
  ): Promise<void> {
    await db
      .insertInto('refresh_tokens')
      .values({
        id: randomUUID(),
        company_id: owner.companyId,
        user_id: owner.userId,
        family_id: familyId,
        token_hash: hashRefreshToken(token),
        expires_at: expiresAt,
        created_at: now.toISOString(),
        acting_user_id: actingUserId,
      })
      .execute();
  }
}
