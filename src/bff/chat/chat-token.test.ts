import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CHAT_TOKEN_MAX_AGE_SECONDS, chatTokenSignature, signChatToken, verifyChatToken } from "./chat-token";

const SECRET = "chat-secret-for-tests";
const NOW = Date.parse("2026-03-10T09:00:00.000Z");
const EPOCH = NOW / 1000;

describe("signChatToken", () => {
  it("signs `${user_id}:${epoch}` with HMAC-SHA256, hex (account.md §7)", () => {
    const token = signChatToken(SECRET, "5100000101", NOW + 999);
    expect(token).toEqual({
      user_id: "5100000101",
      epoch: EPOCH,
      signature: createHmac("sha256", SECRET).update(`5100000101:${EPOCH}`).digest("hex"),
    });
    expect(token.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs per secret, user and second", () => {
    const base = chatTokenSignature(SECRET, "5100000101", EPOCH);
    expect(chatTokenSignature("another", "5100000101", EPOCH)).not.toBe(base);
    expect(chatTokenSignature(SECRET, "5100000102", EPOCH)).not.toBe(base);
    expect(chatTokenSignature(SECRET, "5100000101", EPOCH + 1)).not.toBe(base);
  });
});

describe("verifyChatToken", () => {
  const good = signChatToken(SECRET, "5100000101", NOW);
  const flipped = `${good.signature.slice(0, -1)}${good.signature.endsWith("0") ? "1" : "0"}`;
  it.each([
    ["a fresh token", good, NOW, { ok: true }],
    ["a token at the end of its hour", good, NOW + CHAT_TOKEN_MAX_AGE_SECONDS * 1000, { ok: true }],
    ["an expired token (one second past the hour)", good, NOW + (CHAT_TOKEN_MAX_AGE_SECONDS + 1) * 1000, { ok: false, reason: "expired" }],
    ["a tampered signature", { ...good, signature: flipped }, NOW, { ok: false, reason: "bad_signature" }],
    ["another user's id under the signature", { ...good, user_id: "5100000102" }, NOW, { ok: false, reason: "bad_signature" }],
    ["a moved epoch", { ...good, epoch: good.epoch + 60 }, NOW, { ok: false, reason: "bad_signature" }],
    ["a signature of the wrong length", { ...good, signature: "abc" }, NOW, { ok: false, reason: "malformed" }],
    ["an empty user id", { ...good, user_id: "" }, NOW, { ok: false, reason: "malformed" }],
    ["a token from two minutes ahead", signChatToken(SECRET, "5100000101", NOW + 120_000), NOW, { ok: false, reason: "not_yet_valid" }],
  ])("%s", (_what, token, now, verdict) => {
    expect(verifyChatToken(SECRET, token, now)).toEqual(verdict);
  });

  it("refuses a token signed with another secret", () => {
    expect(verifyChatToken("another-secret", good, NOW)).toEqual({ ok: false, reason: "bad_signature" });
  });
});
