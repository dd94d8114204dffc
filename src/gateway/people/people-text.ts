/** What the people calls answer, word for word. */
export const PEOPLE_TEXT = {
  listed: 'People',
  invited: (email: string) => `An invitation is on its way to ${email}.`,
  resent: (email: string) => `A new invitation is on its way to ${email}.`,
  roleChanged: (name: string) => `${name}’s role is changed.`,
  deactivated: (name: string) => `${name} is deactivated and signed out everywhere.`,
  reactivated: (name: string) => `${name} can sign in again.`,
  notFound: 'This person does not exist in your company.',
  stale: 'Someone changed this person since you opened the list. Look at the list again before saving.',
  emailTaken: 'An account with this email already exists. Use another email address.',
  notInvited: 'This person has already set their password and can sign in.',
  deactivatedCannotBeInvited: 'This person is deactivated. Reactivate them first.',
  resendTooSoon: (retryAfterSeconds: number) => `Wait ${retryAfterSeconds} second(s) before sending another invitation.`,
  lastAdmin: 'This is the company’s last active company administrator. Make someone else a company administrator first.',
  notYourself: 'You cannot deactivate your own account.',
  alreadyActive: 'This person is already active.',
  alreadyDeactivated: 'This person is already deactivated.',
} as const;
