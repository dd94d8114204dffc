import { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN } from './constants';

/** Set-new and reset passwords: 8 to 15 characters with an uppercase, a lowercase, a digit and a special character. */
export const NEW_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).+$/;

/** Change password: letters, digits and @$!%*?& only, with one of each kind. */
export const CHANGE_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

export function meetsNewPasswordRule(password: string): boolean {
  return password.length >= NEW_PASSWORD_MIN && password.length <= NEW_PASSWORD_MAX && NEW_PASSWORD_PATTERN.test(password);
}

/**
 * The spec sets no maximum for a changed password, but sign-in accepts at most 15 characters, so a
 * longer one could never be used: the same maximum applies.
 */
export function meetsChangePasswordRule(password: string): boolean {
  return password.length >= NEW_PASSWORD_MIN && password.length <= NEW_PASSWORD_MAX && CHANGE_PASSWORD_PATTERN.test(password);
}
