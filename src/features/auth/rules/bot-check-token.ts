/**
 * Cloudflare's documented dummy token (what its test site keys produce): the browser sends it on the
 * embedded default, and the BFF accepts it only while no `TURNSTILE_SECRET_KEY` is set (account.md §5).
 */
export const TEST_BOT_CHECK_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
