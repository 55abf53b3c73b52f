import { afterEach, describe, expect, it, vi } from "vitest";
import { CARD_VISIBILITY_THRESHOLD, debounce, isSeen, PRODUCT_LIST_VIEW_DEBOUNCE_MS, TEXT_BLOCK_VISIBILITY_THRESHOLD } from "./timing";

afterEach(() => {
  vi.useRealTimers();
});

describe("account.md §9 tracking numbers", () => {
  it("debounces the product list view by 1 s and sees cards at 0.8", () => {
    expect(PRODUCT_LIST_VIEW_DEBOUNCE_MS).toBe(1000);
    expect(CARD_VISIBILITY_THRESHOLD).toBe(0.8);
    expect(TEXT_BLOCK_VISIBILITY_THRESHOLD).toBe(0);
  });

  it.each([
    [true, 0.8, true],
    [true, 1, true],
    [true, 0.79, false],
    [false, 0.9, false],
    [true, 0, false],
  ])("intersecting %s at ratio %f is seen at 0.8: %s", (isIntersecting, intersectionRatio, seen) => {
    expect(isSeen({ isIntersecting, intersectionRatio }, CARD_VISIBILITY_THRESHOLD)).toBe(seen);
  });

  it("counts a text block as shown once any of it is on screen", () => {
    expect(isSeen({ isIntersecting: true, intersectionRatio: 0.01 }, TEXT_BLOCK_VISIBILITY_THRESHOLD)).toBe(true);
    expect(isSeen({ isIntersecting: false, intersectionRatio: 0 }, TEXT_BLOCK_VISIBILITY_THRESHOLD)).toBe(false);
  });

  it("runs once with the last value after 1 s of quiet", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const debounced = debounce(run, PRODUCT_LIST_VIEW_DEBOUNCE_MS);
    debounced.push("fuel=electric");
    vi.advanceTimersByTime(999);
    debounced.push("fuel=electric&body_type=suv");
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith("fuel=electric&body_type=suv");
  });

  it("drops a pending call when cancelled (the visitor left the list)", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const debounced = debounce(run, PRODUCT_LIST_VIEW_DEBOUNCE_MS);
    debounced.push("a");
    debounced.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
