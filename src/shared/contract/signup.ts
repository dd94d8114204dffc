import { z } from 'zod';
import { COUNTRIES } from '../countries';
import { VALIDATION } from '../messages';
import { SIGNUP_PRODUCT_CODES } from '../products';
import { COMPANY_SIZES } from '../signup';
import { emailAddress, singleLineText, TEXT_LENGTH_TEXT } from './text';

const required = (label: string, max: number) =>
  singleLineText(label)
    .min(1, { error: VALIDATION.fieldRequired })
    .max(max, { error: TEXT_LENGTH_TEXT.tooLong(label, max) });

/** The spec's sign-up payload (section 3): country as its value string, companyNameCustom removed. */
export const signupCompanyInputSchema = z.object({
  firstName: required('First Name', 100),
  lastName: required('Last Name', 100),
  email: emailAddress('Email', VALIDATION.emailInvalid),
  contactNumber: required('Contact Number', 32),
  country: required('Country', 100).refine((name) => (COUNTRIES as readonly string[]).includes(name), { error: 'Choose a country from the list.' }),
  companyName: required('Company Name', 200),
  companySize: z.enum(COMPANY_SIZES, { error: VALIDATION.fieldRequired }),
  companyNo: required('Company No', 50),
  companyAddress: required('Company Address', 300),
  postalCode: required('Postal Code', 20),
  allowedCompany: z.array(z.enum(SIGNUP_PRODUCT_CODES)).min(1).max(SIGNUP_PRODUCT_CODES.length).optional(),
  defaultCompany: z.enum(SIGNUP_PRODUCT_CODES),
  description: z.literal(''),
});
export type SignupCompanyInput = z.infer<typeof signupCompanyInputSchema>;
