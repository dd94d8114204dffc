import * as z from 'zod/mini';
import type { RegisteredCompany } from '@shared/contract/company-register';
import { signupCompanyInputSchema } from '@shared/contract/signup';
import { TEXT_LENGTH_TEXT } from '@shared/contract/text';
import { VALIDATION } from '@shared/messages';
import { COMPANY_SIZES, UNITED_KINGDOM } from '@shared/signup';
import { phoneNumberProblem } from '@renderer/components/phone-input';

export const SIGN_UP_TEXT = {
  companyNumberMismatch: 'Field does not match with company number',
  postalCodeMismatch: 'Field does not match with company postal code',
} as const;

const requiredText = () => z.string().check(z.trim(), z.minLength(1, { error: VALIDATION.fieldRequired }));

type LimitedField = 'firstName' | 'lastName' | 'contactNumber' | 'country' | 'companyName' | 'companyNo' | 'companyAddress' | 'postalCode';

/** The longest text the gateway takes in a sign-up field, read from the contract's schema so the two never differ. */
export function signUpLimit(field: LimitedField): number {
  const max = signupCompanyInputSchema.shape[field].maxLength;
  if (max === null) throw new Error(`The sign-up contract sets no length limit on ${field}.`);
  return max;
}

/** Longer than the gateway takes: refused on the step, with the words the gateway would use. */
const withinLimit = (field: LimitedField, label: string) => {
  const max = signUpLimit(field);
  return z.maxLength(max, { error: TEXT_LENGTH_TEXT.tooLong(label, max) });
};
const limitedText = (field: LimitedField, label: string) => requiredText().check(withinLimit(field, label));

/** The chosen UK company's registered postal code equals the typed one, ignoring case. */
function samePostalCode(typed: string, registered: string): boolean {
  return typed.toLowerCase() === registered.trim().toLowerCase();
}

/**
 * The company rules are checked even while other fields are wrong (an empty size, say), so each
 * step shows all of its messages at once. The values are the form's own, so their types hold.
 */
const ALWAYS = { when: () => true };

/**
 * Spec sections 3 and 5: the client sign-up form. The company rules depend on the country: a UK
 * company is chosen from the register and step 3's number and postal code must match it; any
 * other company is typed in (companyNameCustom).
 */
export const signUpFormSchema = z
  .object({
    firstName: limitedText('firstName', 'First Name'),
    lastName: limitedText('lastName', 'Last Name'),
    email: z.pipe(requiredText(), z.email({ error: VALIDATION.emailInvalid })),
    contactNumber: z.string().check(
      withinLimit('contactNumber', 'Contact Number'),
      z.superRefine((value, context) => {
        const problem = phoneNumberProblem(value, true);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    country: limitedText('country', 'Country'),
    companyName: z.nullable(z.custom<RegisteredCompany>()),
    companyNameCustom: z.string().check(z.trim(), withinLimit('companyName', 'Company Name')),
    companySize: z.pipe(z.string(), z.enum(COMPANY_SIZES, { error: VALIDATION.fieldRequired })),
    companyNo: limitedText('companyNo', 'Company No'),
    companyAddress: limitedText('companyAddress', 'Company Address'),
    postalCode: limitedText('postalCode', 'Postal Code'),
  })
  .check(
    z.superRefine((values, context) => {
      const issue = (path: 'companyName' | 'companyNameCustom' | 'companyNo' | 'postalCode', message: string) =>
        context.addIssue({ code: 'custom', message, path: [path], input: values[path] });

      if (values.country !== UNITED_KINGDOM) {
        if (values.companyNameCustom === '') issue('companyNameCustom', VALIDATION.fieldRequired);
        return;
      }
      const company = values.companyName;
      if (!company) {
        issue('companyName', VALIDATION.fieldRequired);
        return;
      }
      if (values.companyNo !== '' && values.companyNo !== company.company_number.trim()) {
        issue('companyNo', SIGN_UP_TEXT.companyNumberMismatch);
      }
      const registeredPostalCode = company.registered_office_address.postal_code ?? '';
      if (values.postalCode !== '' && registeredPostalCode.trim() !== '' && !samePostalCode(values.postalCode, registeredPostalCode)) {
        issue('postalCode', SIGN_UP_TEXT.postalCodeMismatch);
      }
    }, ALWAYS),
  );

export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;
export type SignUpField = keyof SignUpFormInput;

export const EMPTY_SIGN_UP_FORM: SignUpFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  contactNumber: '',
  country: '',
  companyName: null,
  companyNameCustom: '',
  companySize: '',
  companyNo: '',
  companyAddress: '',
  postalCode: '',
};

/** The fields each step validates before Continue moves on. */
export const STEP_FIELDS: Readonly<Record<1 | 2 | 3, readonly SignUpField[]>> = {
  1: ['firstName', 'lastName', 'email', 'contactNumber'],
  2: ['country', 'companyName', 'companyNameCustom', 'companySize'],
  3: ['companyNo', 'companyAddress', 'postalCode'],
};

/** The step a field is on, for a refusal to open it. */
export function stepOfSignUpField(field: SignUpField): 1 | 2 | 3 {
  return STEP_FIELDS[1].includes(field) ? 1 : STEP_FIELDS[2].includes(field) ? 2 : 3;
}

/**
 * The form field a gateway field error belongs to: the payload's companyName is the register's
 * choice for a UK company and the typed name otherwise; fields the form does not show have none.
 */
export function signUpFieldOf(callField: string, country: string): SignUpField | undefined {
  if (callField === 'companyName') return country === UNITED_KINGDOM ? 'companyName' : 'companyNameCustom';
  return (Object.keys(EMPTY_SIGN_UP_FORM) as SignUpField[]).find((field) => field === callField);
}
