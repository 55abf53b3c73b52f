import { getAuth } from "@/bff/auth/auth";

async function handleAuth(request: Request): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(request);
}

export { handleAuth as GET, handleAuth as POST };
