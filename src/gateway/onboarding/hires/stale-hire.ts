import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';
import type { GatewayError } from '../../http/gateway-error';
import { notFound, staleVersion } from '../onboarding-access';
import { HIRE_TEXT } from './hire-text';

/** Why a versioned write of a hire touched no row: it is gone (404) or someone saved first (409 with the current version). */
export async function hireWriteMissed(db: Kysely<GatewayDatabase>, companyId: string, hireId: string): Promise<GatewayError> {
  const row = await db.selectFrom('new_hires').select('version').where('company_id', '=', companyId).where('id', '=', hireId).executeTakeFirst();
  return row === undefined ? notFound(HIRE_TEXT.hireNotFound) : staleHire(Number(row.version));
}

export function staleHire(currentVersion: number): GatewayError {
  return staleVersion(HIRE_TEXT.staleHire, { currentVersion });
}
