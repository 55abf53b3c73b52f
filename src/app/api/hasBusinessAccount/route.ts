import { getAuth } from "@/bff/auth/auth";
import { handleAuthRequest } from "@/bff/http/auth-route";
import { trustedProxiesFor } from "@/bff/auth/client-address";
import { getDb } from "@/bff/db/client";
import { trustedProxiesSetting } from "@/lib/env";
import { withBasePath } from "@/bff/http/with-base-path";
import { now } from "@/lib/clock";

// account.md §7 /api/hasBusinessAccount, guarded like the auth routes (`bff/http/auth-route.ts`).
async function handleAuth(request: Request): Promise<Response> {
  const [auth, db] = await Promise.all([getAuth(), getDb()]);
  return handleAuthRequest(withBasePath(request), { auth, db, now: now(), trustedProxies: trustedProxiesFor(trustedProxiesSetting()) });
}

export { handleAuth as POST };
