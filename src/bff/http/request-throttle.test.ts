import { describe, expect, it } from "vitest";
import { endpoints } from "@/api/endpoints";
import { EndpointThrottles, RequestThrottle } from "./request-throttle";

const AI_SEARCH_LIMIT_PER_MINUTE = endpoints.postAiSearch.perClientPerMinute;

describe("RequestThrottle", () => {
  it("lets the limit through per window and key, then says how long to wait", () => {
    const throttle = new RequestThrottle(AI_SEARCH_LIMIT_PER_MINUTE, 60_000);
    for (let i = 0; i < AI_SEARCH_LIMIT_PER_MINUTE; i += 1) expect(throttle.take("a", 1000 + i)).toBeNull();
    expect(throttle.take("a", 31_000)).toBe(30);
    expect(throttle.take("b", 31_000)).toBeNull();
    expect(throttle.take("a", 61_000)).toBeNull();
  });
  it("stays bounded in memory", () => {
    const throttle = new RequestThrottle(1, 60_000, 3);
    for (const key of ["a", "b", "c", "d", "e"]) expect(throttle.take(key, 0)).toBeNull();
    expect((throttle as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(3);
  });
  it("keeps each endpoint's count apart, at its own allowance", () => {
    const throttles = new EndpointThrottles();
    for (let i = 0; i < 2; i += 1) expect(throttles.take("one", 2, "a", 0)).toBeNull();
    expect(throttles.take("one", 2, "a", 0)).toBe(60);
    expect(throttles.take("other", 3, "a", 0)).toBeNull();
  });
});
