import type { HireSummary } from '@shared/contract/onboarding-schemas';

/** The name a hire goes by: "Alex (Alexandra) Smith" when a preferred name is set, else the legal name. */
export function hireDisplayName(hire: Pick<HireSummary, 'firstName' | 'lastName' | 'preferredName' | 'fullName'>): string {
  const preferred = hire.preferredName?.trim() ?? '';
  if (preferred === '' || preferred === hire.firstName) return hire.fullName;
  return `${preferred} (${hire.firstName}) ${hire.lastName}`;
}
