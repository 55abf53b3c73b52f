import { describe, expect, it } from "vitest";
import { actionGridContract } from "../action-grid/action-grid.contract";
import { entry, link, pageOf, resolveWith } from "../../../tests/helpers/resolve-entries";
import { ctaContract } from "./cta.contract";

const resolve = (...entries: Parameters<typeof resolveWith> extends [unknown, ...infer E] ? E : never) =>
  resolveWith([ctaContract, actionGridContract], ...entries);

describe("the CTA contract", () => {
  it("keeps a video CTA with a playable source and refuses one without, also where another entry links it", () => {
    const { page: resolved } = resolve(
      pageOf("video", "bad-video", "grid", "bad-grid"),
      entry("video", "cta", { internalName: "Video", text: "Film ab", href: "https://youtu.be/dQw4w9WgXcQ", ctaAction: "video" }),
      entry("bad-video", "cta", { internalName: "Bad video", text: "Film ab", href: "https://evil.example/clip.mp4", ctaAction: "video" }),
      entry("grid", "actionGrid", { internalName: "Grid", columns: 2, actions: [link("video")] }),
      entry("bad-grid", "actionGrid", { internalName: "Bad grid", actions: [link("bad-video")] }),
    );
    expect(resolved.modules[0]).toMatchObject({ type: "cta", fields: { ctaAction: "video", href: "https://youtu.be/dQw4w9WgXcQ" } });
    expect(resolved.modules[1]).toMatchObject({
      id: "bad-video",
      type: "unsupported",
      problem: 'cta "bad-video": https://evil.example/clip.mp4 is not a video the portal can play',
    });
    expect(resolved.modules[2]).toMatchObject({
      type: "actionGrid",
      fields: { columns: 2, actions: [expect.objectContaining({ id: "video", type: "cta" })] },
    });
    expect(resolved.modules[3]).toMatchObject({
      id: "bad-grid",
      type: "unsupported",
      problem: expect.stringContaining("is not a video the portal can play"),
    });
  });
});
