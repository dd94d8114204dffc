/** The words of "log in as a user" on screen. */
export const LOGIN_AS_TEXT = {
  open: 'Log in as…',
  dialogTitle: 'Log in as another user',
  dialogIntro: (company: string) =>
    `See ${company}'s onboarding exactly as one of your colleagues does. Changes are turned off until you return to your own account.`,
  userLabel: 'User',
  userPlaceholder: 'Search by name',
  submit: 'Log in as',
  cancel: 'Cancel',
  chooseUser: 'Choose the user to log in as.',
  yourself: 'You are already signed in as yourself. Choose another user.',
  startFailed: 'Logging in as this user did not finish. Try again.',
  banner: (user: string, admin: string) => `Viewing as ${user} (logged in by ${admin}). Changes are turned off.`,
  returnToAccount: 'Return to my account',
  returnFailed: 'Returning to your account did not finish. Try again.',
} as const;
