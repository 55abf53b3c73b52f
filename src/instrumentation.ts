/**
 * Runs once per server process before it serves (Next's instrumentation hook): the configuration
 * is checked (a malformed setting stops the start, naming every problem), the Node server
 * stamps every request with its socket's address, which the sign-in throttle needs (see
 * `bff/auth/peer-address.ts`), and the front door of the page caches opens (`front-door.ts`).
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is replaced at build time per runtime; the env module cannot stand in for it.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ validateEnv, benchRoutesEnabled, isDevelopment }, { parseTrustedProxies }, { installPeerAddressHook }, { installRequestTiming }] =
    await Promise.all([import("./lib/env"), import("./bff/auth/client-address"), import("./bff/auth/peer-address"), import("./lib/request-timing")]);
  validateEnv(undefined, [(env) => parseTrustedProxies(env.TRUSTED_PROXIES)]);
  installPeerAddressHook();
  // The benchmark's server time split (docs/performance.md "Benchmark").
  if (benchRoutesEnabled()) installRequestTiming();
  // Cached pages answered before Next, when `server.mjs` serves (docs/performance.md "Page cache").
  if (!isDevelopment()) (await import("./front-door")).installFrontDoor();
  // Calls to the operations side when a webhook is configured, and the customers' mails (docs/operations.md "Outbox").
  const { startOutboxWorker } = await import("./bff/outbox/worker");
  startOutboxWorker();
}
