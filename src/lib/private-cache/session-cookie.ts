/** better-auth's session cookie (`bff/auth/auth.ts`), with the prefix it uses on https (read first, as better-auth does) and plain. */
export const SESSION_COOKIE_NAMES: readonly string[] = ["__Secure-better-auth.session_token", "better-auth.session_token"];
