import type { SignupCompanyInput } from '@shared/contract/signup';
import type { SignupProductCode } from '@shared/products';
import { DEFAULT_ALLOWED_COMPANY, UNITED_KINGDOM } from '@shared/signup';
import type { SignUpFormValues } from '../schemas/sign-up-schema';

/**
 * Spec section 3: the form becomes the sign-up payload. The country goes as its name, the company
 * as its name (the register's for UK, the typed one otherwise, companyNameCustom itself is not
 * sent), allowedCompany only when the intro card supplied a list, defaultCompany its first.
 */
export function buildSignUpPayload(values: SignUpFormValues, allowedCompany: readonly SignupProductCode[] | undefined): SignupCompanyInput {
  const companyName = values.country === UNITED_KINGDOM ? (values.companyName?.company_name ?? '') : values.companyNameCustom;
  const products = allowedCompany && allowedCompany.length > 0 ? [...allowedCompany] : undefined;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    contactNumber: values.contactNumber,
    country: values.country,
    companyName,
    companySize: values.companySize,
    companyNo: values.companyNo,
    companyAddress: values.companyAddress,
    postalCode: values.postalCode,
    ...(products ? { allowedCompany: products } : {}),
    defaultCompany: products?.[0] ?? DEFAULT_ALLOWED_COMPANY,
    description: '',
  };
}
