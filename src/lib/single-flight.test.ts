import { describe, expect, it } from "vitest";
import { createSingleFlight } from "./single-flight";

describe("createSingleFlight", () => {
  it("runs one call for concurrent callers of a key and frees the key when it settles", async () => {
    const flight = createSingleFlight<number>();
    let calls = 0;
    const run = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return calls;
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => flight("page", run)));
    expect(calls).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(await flight("page", run)).toBe(2);
  });

  it("holds a successful answer a moment longer when asked to, for callers just past the cache", async () => {
    const flight = createSingleFlight<number>({ holdMs: 30 });
    let calls = 0;
    const run = async () => ++calls;
    expect(await flight("page", run)).toBe(1);
    expect(await flight("page", run)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await flight("page", run)).toBe(2);
  });

  it("keeps keys apart and lets a failed call be retried", async () => {
    const flight = createSingleFlight<string>();
    await expect(flight("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await Promise.all([flight("a", async () => "a"), flight("b", async () => "b")])).toEqual(["a", "b"]);
  });
});
