/**
 * account.md §5 "Password rules: at least 8 characters, a letter, a number" (§9 "Password minimum 8
 * characters"): the one rule of registration, the password change and the reset, in the browser and
 * on the server.
 */
export const PASSWORD_MIN_LENGTH = 8;

export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value);
}
