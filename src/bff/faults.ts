import "server-only";
import { currentEnv, faultsRequested, portalOrigin, type Env } from "@/lib/env";

/**
 * Fault injection for the fault suite (tests/e2e/faults.spec.ts): a request
 * carrying the cookie `portal-fault=db-down` finds the database unreachable. The switch exists
 * only when the server runs with PORTAL_FAULTS=1 on a plain-http loopback origin, so a production
 * deployment (an https origin) cannot switch it on even if the variable leaked into its
 * environment; otherwise this does nothing and reads no cookie. Faults of the BFF itself (500,
 * slow, malformed JSON) need no switch: the browser is the BFF's only client, and the suite
 * injects them there with Playwright's routing.
 */
export const FAULT_COOKIE = "portal-fault";
export type Fault = "db-down";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function faultInjectionEnabled(env: Env = currentEnv()): boolean {
  if (!faultsRequested(env)) return false;
  const origin = new URL(portalOrigin(env));
  return origin.protocol === "http:" && LOOPBACK_HOSTS.has(origin.hostname);
}

/** What an injected fault throws; answered as a bare 500 like any other unexpected failure. */
export class InjectedFaultError extends Error {
  override readonly name = "InjectedFaultError";
  constructor(readonly fault: Fault) {
    super(`Injected fault: ${fault}`);
  }
}

export async function throwIfFault(fault: Fault, env: Env = currentEnv()): Promise<void> {
  if (!faultInjectionEnabled(env)) return;
  let active: string | undefined;
  try {
    const { cookies } = await import("next/headers");
    active = (await cookies()).get(FAULT_COOKIE)?.value;
  } catch {
    return; // outside a request (seeding, scripts, tests): no fault
  }
  if (active === fault) throw new InjectedFaultError(fault);
}
