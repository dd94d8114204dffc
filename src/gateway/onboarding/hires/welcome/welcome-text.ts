export const WELCOME_TEXT = {
  found: 'Welcome experience.',
  saved: 'Welcome experience saved.',
  hireNotFound: 'This new hire does not exist in your company.',
} as const;
