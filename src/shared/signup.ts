/** Company sizes offered at sign-up (spec section 3). */
export const COMPANY_SIZES = ['1-40', '41-75', '76-250', '251-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const DEFAULT_ALLOWED_COMPANY = 'PERFORMANCE' as const;
export const UNITED_KINGDOM = 'United Kingdom';

export const OTP_LENGTH = 4;
export const OTP_COUNTDOWN_SECONDS = 59;
export const OTP_TYPES = ['email', 'phone'] as const;
export type OtpType = (typeof OTP_TYPES)[number];
