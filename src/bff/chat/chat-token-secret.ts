import "server-only";
import { createHmac } from "node:crypto";
import { chatTokenSecret, currentEnv, type Env } from "@/lib/env";
import { resolveAuthSecret } from "../auth/auth-secret";

/**
 * The secret of the chat tokens: `CHAT_TOKEN_SECRET` when set (the provider's, shared with it). The
 * embedded default derives one from the session secret (generated once into the data directory, see
 * `auth/auth-secret.ts`), so it stays the same across restarts without a file of its own and is
 * never the session secret itself.
 */
export async function resolveChatTokenSecret(env: Env = currentEnv()): Promise<string> {
  const configured = chatTokenSecret(env);
  if (configured) return configured;
  return createHmac("sha256", await resolveAuthSecret(env))
    .update("portal chat token")
    .digest("base64url");
}
