/**
 * Runs once per server process before it serves (Next's instrumentation hook). The Node server
 * stamps every request with its socket's address, which the sign-in throttle needs: see
 * `bff/auth/peer-address.ts`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerAddressHook } = await import("./bff/auth/peer-address");
  installPeerAddressHook();
}
