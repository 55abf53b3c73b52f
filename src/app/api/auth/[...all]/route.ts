import { getAuth } from "@/bff/auth/auth";
import { handleAuthRequest } from "@/bff/auth/auth-route";
import { getDb } from "@/bff/db/client";
import { withBasePath } from "@/bff/http/with-base-path";
import { now } from "@/lib/clock";

async function handleAuth(request: Request): Promise<Response> {
  const [auth, db] = await Promise.all([getAuth(), getDb()]);
  return handleAuthRequest(withBasePath(request), { auth, db, now: now() });
}

export { handleAuth as GET, handleAuth as POST };
