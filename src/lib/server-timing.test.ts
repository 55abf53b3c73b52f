import { describe, expect, it } from "vitest";
import { recordRequest, takeServerTimings, timed, timedLoader } from "./server-timing";

describe("server timings", () => {
  it("adds each phase's time and the requests' totals, and starts over when taken", async () => {
    takeServerTimings();
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await timed("session", () => wait(20));
    const load = timedLoader("data", async (id: string) => {
      await wait(10);
      return id;
    });
    expect(await load("deal-1")).toBe("deal-1");
    await expect(timed("content", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    recordRequest(50);
    recordRequest(70);
    const taken = takeServerTimings();
    expect(taken.requests).toBe(2);
    expect(taken.totalMs).toBe(120);
    expect(taken.phasesMs.session).toBeGreaterThanOrEqual(18);
    expect(taken.phasesMs.data).toBeGreaterThanOrEqual(8);
    expect(taken.phasesMs.content).toBeGreaterThanOrEqual(0);
    expect(takeServerTimings()).toEqual({ requests: 0, totalMs: 0, phasesMs: { session: 0, content: 0, data: 0 } });
  });
});
