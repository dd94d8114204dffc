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
  tooManySignInAttempts: (retryAfterSeconds: number) =>
    `Too many sign-in attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`,
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
