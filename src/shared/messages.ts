/** User-facing texts of the spec, word for word (typos included). */
export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter valid email',
  passwordRequired: 'Password is required',
  fieldRequired: 'This field is required',
} as const;

export const SIGN_IN_TEXT = {
  success: 'Sign in successfully!',
  failure: 'Something went wrong!',
} as const;

export const AUTH_LAYOUT_TEXT = {
  signInTitle: "Let's sign you in",
  signInSubtitle: 'Welcome back!',
  signInTagline: 'Manage you teams effectively.',
  journeyTitle: 'Start Your Journey With Us',
} as const;

/** Gateway answers that the spec leaves to the server. */
export const GATEWAY_MESSAGES = {
  signInSuccess: 'Sign in successfully!',
  invalidCredentials: 'The email or password is incorrect.',
  accountDisabled: 'This account is disabled. Ask your company administrator to enable it.',
  tooManySignInAttempts: (retryAfterSeconds: number) => `Too many sign-in attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`,
  productMissing: 'The product header is missing or unknown. Send product: ONBOARDING, RECRUITMENT, PERFORMANCE or SSO_ADMIN.',
  productNotAllowed: 'Your company does not use this product.',
  sessionRequired: 'Your session has ended. Please sign in again.',
  refreshInvalid: 'Your session has ended. Please sign in again.',
  tokenRefreshed: 'Session refreshed.',
  loggedOut: 'Signed out.',
  notFound: 'This address does not exist on the onboarding gateway.',
  internal: 'The gateway could not finish this request. Try again in a moment.',
  invalidInput: 'Some of the information sent is not valid.',
} as const;

/** Spec section 5, word for word (including its typos and the minimum message that says 6). */
export const PASSWORD_TEXT = {
  fieldRequired: 'This field is required',
  newPasswordRule: 'Password must contain at least 8 characters, one uppercase, one number and one special character',
  newPasswordMinimum: 'Password must be at least 6 characters',
  newPasswordMaximum: 'Password must be at most 15 characters',
  confirmMismatch: "Password does't match, Please try again with same password",
  forgotEmailRequired: 'Email is required',
  forgotEmailInvalid: 'Email is invalid',
  currentRequired: 'Current Password is required',
  changeNewRequired: 'New Password is required',
  changeRule: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  changeConfirmRequired: 'Confirm Password is required',
  changeConfirmMismatch: 'Passwords must match',
} as const;

/** Spec section 8: what a screen says on success when the gateway sends no message. */
export const SUCCESS_FALLBACKS = {
  signUp: 'User create successfully!',
  setNewPassword: 'New password set successfully!',
  resetPassword: 'Password reset successfully!',
  forgotPassword: 'Email sent successfully!',
  changePassword: 'Password change successfully!',
} as const;

/** The onboarding forms' own messages, where the spec gives none. */
export const ONBOARDING_TEXT = {
  dateInvalid: 'Use a real date written as YYYY-MM-DD.',
  timezoneUnknown: 'Choose a timezone from the list.',
  phoneInvalid: 'Invalid phone number.',
  blockedReasonRequired: 'Say why the task is blocked.',
  assigneeUserRequired: 'Choose the person this task goes to.',
  dateRangeReversed: 'The start of the range must not be after its end.',
  commentRequired: 'Write a comment first.',
  commentTooLong: 'A comment can be at most 2,000 characters.',
} as const;

/** The contract's text rule (src/shared/text-rules.ts), said of the field by its label. */
export const TEXT_RULE_TEXT = {
  controlCharacters: (label: string) => `${label} cannot contain control characters.`,
} as const;
