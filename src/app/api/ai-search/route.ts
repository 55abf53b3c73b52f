import { dispatchBff } from "@/bff/http/dispatch";
import { withBasePath } from "@/bff/http/with-base-path";
import { jsonResponse } from "@/bff/http/json-response";
import { NO_TRUSTED_PROXIES, parseTrustedProxies, resolveClientAddress } from "@/bff/auth/client-address";
import { peerAddressOf } from "@/bff/auth/peer-address";
import { AI_SEARCH_LIMIT_PER_MINUTE, RequestThrottle } from "@/bff/car-search/request-throttle";
import { trustedProxiesSetting } from "@/lib/env";

const throttle = new RequestThrottle(AI_SEARCH_LIMIT_PER_MINUTE, 60_000);
let trustedProxies: ReturnType<typeof parseTrustedProxies> | undefined;

/** account.md §7 `POST /api/ai-search`: public, throttled per client address, then the BFF's dispatcher. */
export async function POST(request: Request): Promise<Response> {
  trustedProxies ??= parseTrustedProxies(trustedProxiesSetting());
  const address = resolveClientAddress(
    { peer: peerAddressOf(request.headers), forwardedFor: request.headers.get("x-forwarded-for"), realIp: request.headers.get("x-real-ip") },
    trustedProxies ?? NO_TRUSTED_PROXIES,
  );
  const retryAfter = throttle.take(address ?? "unknown", Date.now());
  if (retryAfter !== null) {
    const answer = jsonResponse({ error: "too_many_requests", reason: "Too many searches; try again shortly." }, 429);
    answer.headers.set("retry-after", String(retryAfter));
    return answer;
  }
  return dispatchBff(withBasePath(request));
}
