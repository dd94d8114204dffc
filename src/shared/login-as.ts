/**
 * "Log in as a user" (spec section 6: permission `prf.settings.people.login_as_user`; section 4: while
 * an administrator acts as someone else, buttons look disabled and the gateway refuses changes).
 */
export const LOGIN_AS_PERMISSION = 'prf.settings.people.login_as_user';

export const LOGIN_AS_CODES = {
  /** A change refused because the session is an administrator viewing as another user. */
  viewingAs: 'VIEWING_AS_ANOTHER_USER',
  notActing: 'NOT_VIEWING_AS_ANOTHER_USER',
} as const;

export const LOGIN_AS_MESSAGES = {
  started: (fullName: string) => `You are now viewing as ${fullName}.`,
  ended: 'You are back in your own account.',
  refusedWhileActing: (fullName: string) => `You are viewing as ${fullName}. Changes are turned off until you return to your own account.`,
  notAllowed: 'You do not have access to log in as another user. Ask your company administrator.',
  userNotFound: 'This user does not exist in your company.',
  self: 'You are already signed in as yourself. Choose another user.',
  inactive: 'This user’s account is disabled, so you cannot log in as them.',
  higherRole: 'You cannot log in as a user whose role is above yours.',
  moreRights: 'You cannot log in as a user who holds a right you do not.',
  widerReach: 'You cannot log in as a user who reaches hires you do not.',
  notActing: 'You are not logged in as another user.',
} as const;
