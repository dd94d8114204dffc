import type { CompanyPlace } from '@shared/contract/company-places';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 hires and 1 rule": what uses a value, in words. */
export function usageText(place: CompanyPlace): string {
  return `${count(place.usage.hires, 'hire', 'hires')} and ${count(place.usage.rules, 'rule', 'rules')}`;
}
