import "server-only";
import { TEST_BOT_CHECK_TOKEN } from "@/features/auth/rules/bot-check-token";
import { turnstileSecret } from "@/lib/env";

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/**
 * Registration's invisible bot check (account.md §5). With `TURNSTILE_SECRET_KEY` the token is
 * verified with Cloudflare Turnstile's siteverify; without it (the embedded default) only the
 * documented dummy token passes, so a script must still send one.
 */
export async function verifyBotCheck(
  token: string,
  clientAddress: string | null,
  secret = turnstileSecret(),
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  if (!token) return false;
  if (!secret) return token === TEST_BOT_CHECK_TOKEN;
  const body = new URLSearchParams({ secret, response: token });
  if (clientAddress) body.set("remoteip", clientAddress);
  try {
    const response = await fetcher(SITEVERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(10_000) });
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}
