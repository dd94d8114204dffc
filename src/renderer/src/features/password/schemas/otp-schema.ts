import * as z from 'zod/mini';

export const OTP_FIELDS = ['fieldOne', 'fieldTwo', 'fieldThree', 'fieldFour'] as const;
export type OtpField = (typeof OTP_FIELDS)[number];

export const OTP_REQUIRED_MESSAGE = 'Enter the 4-digit code.';

const digit = z.string().check(z.regex(/^\d$/, { error: OTP_REQUIRED_MESSAGE }));

/** Spec section 5, otp: one digit per box, all four required. */
export const otpFormSchema = z.object({ fieldOne: digit, fieldTwo: digit, fieldThree: digit, fieldFour: digit });

export type OtpFormValues = z.output<typeof otpFormSchema>;

export function otpCode(values: OtpFormValues): string {
  return OTP_FIELDS.map((field) => values[field]).join('');
}
