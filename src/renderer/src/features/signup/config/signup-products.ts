import { SIGNUP_PRODUCT_CODES, type SignupProductCode } from '@shared/products';
import { PRODUCT_CARDS } from '@renderer/domain/products/product-cards';

export interface SignupProduct {
  name: string;
  description: string;
  /** null while the product is coming soon: shown, but it cannot be chosen. */
  code: SignupProductCode | null;
}

export interface ProductFamily {
  title: string;
  products: readonly SignupProduct[];
}

function describe(code: SignupProductCode): string {
  return PRODUCT_CARDS.find((card) => card.code === code)?.description ?? '';
}

/** Spec section 1: the product families and their cards on the product-selection screen. */
export const PRODUCT_FAMILIES: readonly ProductFamily[] = [
  {
    title: 'Talent Management',
    products: [
      { code: 'RECRUITMENT', name: 'Recruiting', description: describe('RECRUITMENT') },
      { code: 'ONBOARDING', name: 'Onboarding', description: describe('ONBOARDING') },
      { code: 'PERFORMANCE', name: 'Performance', description: describe('PERFORMANCE') },
      { code: null, name: 'Learning', description: 'Courses and learning paths that grow your people’s skills.' },
    ],
  },
  { title: 'HRIS', products: [{ code: 'BUZZHR', name: 'BuzzHR', description: describe('BUZZHR') }] },
  { title: 'Workforce Management', products: [{ code: 'CLOCKLOG', name: 'ClockLog', description: describe('CLOCKLOG') }] },
];

export function productName(code: SignupProductCode): string {
  for (const family of PRODUCT_FAMILIES) {
    const product = family.products.find((candidate) => candidate.code === code);
    if (product) return product.name;
  }
  return code;
}

/** Product codes in the cards' order, without repeats, so the first is always the same one. */
export function orderProducts(codes: Iterable<SignupProductCode>): SignupProductCode[] {
  const chosen = new Set(codes);
  return SIGNUP_PRODUCT_CODES.filter((code) => chosen.has(code));
}
