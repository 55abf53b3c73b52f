import { describe, expect, it } from "vitest";
import { UPLOAD_DONE_SHOWN_MS, UPLOAD_TICK_MS, uploadProgressTicks } from "./upload-progress";

describe("upload progress (deals.md §4, §9)", () => {
  it("ticks every 200 ms from 10 in steps of 10 up to 80 and stays there; 100 shows for 300 ms when done", () => {
    const ticks = uploadProgressTicks();
    expect(Array.from({ length: 9 }, () => ticks.next().value)).toEqual([20, 30, 40, 50, 60, 70, 80, 80, 80]);
    expect(UPLOAD_TICK_MS).toBe(200);
    expect(UPLOAD_DONE_SHOWN_MS).toBe(300);
  });
});
