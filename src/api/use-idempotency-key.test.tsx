import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useIdempotencyKey } from "./use-idempotency-key";

describe("useIdempotencyKey", () => {
  it("keeps one key per attempt: the same across renders and retries, a new one after renew", () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.current();
    rerender();
    expect(result.current.current()).toBe(first);
    result.current.renew();
    expect(result.current.current()).not.toBe(first);
  });

  it("makes other values another attempt", () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const gold = result.current.current({ reward: "gold" });
    expect(result.current.current({ reward: "gold" })).toBe(gold);
    expect(result.current.current({ reward: "silver" })).not.toBe(gold);
  });
});
