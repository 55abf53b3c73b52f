import { getAuth } from "@/bff/auth/auth";
import { withBasePath } from "@/bff/http/with-base-path";

async function handleAuth(request: Request): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(withBasePath(request));
}

export { handleAuth as GET, handleAuth as POST };
