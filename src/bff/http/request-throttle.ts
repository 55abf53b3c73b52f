/**
 * A fixed-window request counter per client address for the public writes of the catalogue
 * (`perClientPerMinute`: the AI search may call a language model, a newsletter sign-up sends a
 * mail, a tracking event is a row). In memory, per instance: a visitor hitting two instances gets
 * twice the allowance, which is fine for a cost guard (the sign-in throttle, a security guard,
 * counts in the database instead).
 */
export class RequestThrottle {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts the request; the seconds to wait when it is over the limit, else null. */
  take(key: string, nowMs: number): number | null {
    const window = this.windows.get(key);
    if (!window || nowMs - window.start >= this.windowMs) {
      if (this.windows.size >= this.maxKeys) this.evictExpired(nowMs);
      this.windows.set(key, { start: nowMs, count: 1 });
      return null;
    }
    if (window.count >= this.limit) return Math.max(1, Math.ceil((window.start + this.windowMs - nowMs) / 1000));
    window.count += 1;
    return null;
  }

  private evictExpired(nowMs: number): void {
    for (const [key, window] of this.windows) if (nowMs - window.start >= this.windowMs) this.windows.delete(key);
    // Still full of live windows: forget the oldest rather than grow without bound.
    if (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
  }
}

/** One throttle per endpoint, each at the endpoint's own allowance per minute. */
export class EndpointThrottles {
  private readonly throttles = new Map<string, RequestThrottle>();

  /** Counts the request to `endpoint` from `client`; the seconds to wait when over `perMinute`, else null. */
  take(endpoint: string, perMinute: number, client: string, nowMs: number): number | null {
    let throttle = this.throttles.get(endpoint);
    if (!throttle) this.throttles.set(endpoint, (throttle = new RequestThrottle(perMinute, 60_000)));
    return throttle.take(client, nowMs);
  }
}
