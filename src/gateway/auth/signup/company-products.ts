import { PRODUCT_CODES, type ProductCode, type SignupProductCode } from '@shared/products';

const gatewayProducts: ReadonlySet<string> = new Set(PRODUCT_CODES);

function isProductCode(code: string): code is ProductCode {
  return gatewayProducts.has(code);
}

/**
 * The products a new company uses: the sign-up's chosen products (allowedCompany, or else
 * defaultCompany) that are gateway products, plus the product the sign-up came from, so its
 * administrator can sign in there.
 */
export function companyProducts(
  chosen: readonly SignupProductCode[] | undefined,
  defaultProduct: SignupProductCode,
  requestProduct: ProductCode,
): ProductCode[] {
  const products = (chosen ?? [defaultProduct]).flatMap((code: string) => (isProductCode(code) ? [code] : []));
  return [...new Set<ProductCode>([...products, requestProduct])];
}
