/** The gateway's answers for sign-up, the password lifecycle and email verification. */
export const LIFECYCLE_MESSAGES = {
  signedUp: 'Your company is registered. Check your email for your temporary password.',
  companyTaken: 'This company is already registered.',
  companyNumberMismatch: 'Field does not match with company number',
  postalCodeMismatch: 'Field does not match with company postal code',
  passwordChangeRequired: 'Choose your own password to finish signing in.',
  temporaryPasswordWrong: 'The email or temporary password is not correct.',
  passwordAlreadySet: 'This account already has its own password. Sign in with it, or use Forgot Password.',
  newPasswordSet: 'Your new password is set. Sign in with it.',
  resetRequested: 'If an account exists for this email, a reset code is on its way.',
  resetCodeInvalid: 'The reset code is not valid or has expired.',
  resetCodeLocked: 'Too many wrong codes. Ask for a new reset code.',
  passwordReset: 'Your password is reset. Sign in with your new password.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordChanged: 'Your password is changed. Sign in again with your new password.',
  verificationCodeInvalid: 'The verification code is not valid or has expired.',
  verificationCodeLocked: 'Too many wrong codes. Ask for a new verification code.',
  phoneNotSetUp: 'Phone verification is not set up. Verify your email address instead.',
  emailVerified: 'Your email address is verified.',
  verificationResent: 'If this email address still needs verifying, a new code is on its way.',
  tooManyAttempts: (retryAfterSeconds: number) => `Too many attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`,
  resendTooSoon: (retryAfterSeconds: number) => `Wait ${retryAfterSeconds} second(s) before asking for another code.`,
} as const;

export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';
