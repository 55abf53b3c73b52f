import { createHmac, timingSafeEqual } from "node:crypto";
import type { ChatToken } from "@/features/chat/types";

/**
 * The chat provider's token (account.md §7 `GET /api/generateDecagonToken`: "success, token
 * (user_id, signature, epoch)"): the customer's contact id, the time in seconds and an
 * HMAC-SHA256 of `${user_id}:${epoch}` under the secret shared with the provider, hex. The
 * provider verifies it the same way; `verifyChatToken` is that check, for tests and for the
 * embedded chat. A token older than `CHAT_TOKEN_MAX_AGE_SECONDS` (or from the future beyond a
 * minute's clock skew) is refused, so a leaked token does not work for long.
 */
export const CHAT_TOKEN_MAX_AGE_SECONDS = 60 * 60;
const CLOCK_SKEW_SECONDS = 60;

export function chatTokenSignature(secret: string, userId: string, epoch: number): string {
  return createHmac("sha256", secret).update(`${userId}:${epoch}`).digest("hex");
}

export function signChatToken(secret: string, userId: string, nowMs: number): ChatToken {
  const epoch = Math.floor(nowMs / 1000);
  return { user_id: userId, epoch, signature: chatTokenSignature(secret, userId, epoch) };
}

export type ChatTokenVerdict = { ok: true } | { ok: false; reason: "malformed" | "bad_signature" | "expired" | "not_yet_valid" };

export function verifyChatToken(secret: string, token: ChatToken, nowMs: number): ChatTokenVerdict {
  if (typeof token.user_id !== "string" || token.user_id === "" || !Number.isSafeInteger(token.epoch) || !/^[0-9a-f]{64}$/.test(token.signature)) {
    return { ok: false, reason: "malformed" };
  }
  const expected = Buffer.from(chatTokenSignature(secret, token.user_id, token.epoch), "hex");
  if (!timingSafeEqual(expected, Buffer.from(token.signature, "hex"))) return { ok: false, reason: "bad_signature" };
  const nowSeconds = Math.floor(nowMs / 1000);
  if (token.epoch > nowSeconds + CLOCK_SKEW_SECONDS) return { ok: false, reason: "not_yet_valid" };
  if (nowSeconds - token.epoch > CHAT_TOKEN_MAX_AGE_SECONDS) return { ok: false, reason: "expired" };
  return { ok: true };
}
