import { SIGNUP_PRODUCT_CODES, type SignupProductCode } from '@shared/products';
import { orderProducts } from '../config/signup-products';

/**
 * The `products` query parameter of /sign-up carries the chosen products to the intro card. When it
 * is present the sign-up form is shown; when it names no product, no list is passed on.
 */
export const PRODUCTS_PARAM = 'products';

const KNOWN: ReadonlySet<string> = new Set(SIGNUP_PRODUCT_CODES);

function isSignupProductCode(value: string): value is SignupProductCode {
  return KNOWN.has(value);
}

/** The products named by the parameter, in card order; undefined when it names none. */
export function parseProductList(param: string): SignupProductCode[] | undefined {
  const codes = orderProducts(
    param
      .split(',')
      .map((part) => part.trim())
      .filter(isSignupProductCode),
  );
  return codes.length > 0 ? codes : undefined;
}

export function signUpFormSearch(codes: readonly SignupProductCode[]): string {
  return `?${new URLSearchParams({ [PRODUCTS_PARAM]: orderProducts(codes).join(',') }).toString()}`;
}
