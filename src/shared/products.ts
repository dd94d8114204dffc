/** Products a request can speak for, sent in the `product` header of every gateway call. */
export const PRODUCT_CODES = ['ONBOARDING', 'RECRUITMENT', 'PERFORMANCE', 'SSO_ADMIN'] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

/** The product this desktop client is. */
export const CURRENT_PRODUCT: ProductCode = 'ONBOARDING';

export const PRODUCT_HEADER = 'product';

/** Codes used on the sign-up product cards. */
export const SIGNUP_PRODUCT_CODES = ['RECRUITMENT', 'ONBOARDING', 'PERFORMANCE', 'BUZZHR', 'CLOCKLOG'] as const;
export type SignupProductCode = (typeof SIGNUP_PRODUCT_CODES)[number];

/** Short prefixes of the permission ids, by product family. */
export const PERMISSION_PREFIXES = {
  PERFORMANCE: 'prf',
  ONBOARDING: 'onb',
  RECRUITMENT: 'rct',
  SSO_ADMIN: 'sso',
  BUZZHR: 'bzh',
} as const;

/**
 * Which list of a user's menu permissions decides navigation: the single-sign-on admin product
 * uses its menu list, every other product its module list.
 */
export function navigationListKey(product: ProductCode): 'menu' | 'module' {
  return product === 'SSO_ADMIN' ? 'menu' : 'module';
}
