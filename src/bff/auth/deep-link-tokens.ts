import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { BetterAuthPlugin } from "better-auth";
import * as yup from "yup";
import { DEEP_LINK_TOKEN_LIFETIME_MS } from "@/features/auth/rules/mobile-app";
import type { Db } from "../db/client";
import { deepLinkToken } from "../db/schema";

/**
 * Deep-link auth tokens (account.md §9: 600000 ms): random 32 bytes, handed to the app
 * once, stored as their SHA-256 only, so a database read does not yield a usable token.
 */
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export async function issueDeepLinkToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(deepLinkToken).values({ tokenHash: hashOf(token), userId, issuedAt: now });
  return token;
}

/**
 * The user a token was issued for, marking it used in the same statement (single use, also under
 * two requests at once); null when unknown, used or older than 600000 ms.
 */
export async function consumeDeepLinkToken(db: Db, token: string, now: Date): Promise<string | null> {
  if (token.length === 0 || token.length > 128) return null;
  const [row] = await db
    .update(deepLinkToken)
    .set({ usedAt: now })
    .where(
      and(
        eq(deepLinkToken.tokenHash, hashOf(token)),
        isNull(deepLinkToken.usedAt),
        gt(deepLinkToken.issuedAt, new Date(now.getTime() - DEEP_LINK_TOKEN_LIFETIME_MS)),
        lte(deepLinkToken.issuedAt, now),
      ),
    )
    .returning({ userId: deepLinkToken.userId });
  return row?.userId ?? null;
}

const tokenBody = yup.object({ token: yup.string().strict().max(128).required() });

/**
 * better-auth's side of /mobile/authv2: a new session for the token's customer, with better-auth's
 * signed cookie. Reachable only through `auth.api` on the server (the auth route does not serve it).
 */
export function deepLinkSignIn({ consume }: { consume: (token: string) => Promise<string | null> }) {
  return {
    id: "portal-deep-link-sign-in",
    endpoints: {
      signInWithDeepLinkToken: createAuthEndpoint("/deep-link/sign-in", { method: "POST", body: tokenBody }, async (c) => {
        const userId = await consume(c.body.token);
        if (!userId) throw c.error("UNAUTHORIZED", { message: "invalid_deep_link_token" });
        const user = await c.context.internalAdapter.findUserById(userId);
        if (!user) throw c.error("UNAUTHORIZED", { message: "invalid_deep_link_token" });
        const session = await c.context.internalAdapter.createSession(userId);
        await setSessionCookie(c, { session, user });
        return c.json({ userId });
      }),
    },
  } satisfies BetterAuthPlugin;
}
