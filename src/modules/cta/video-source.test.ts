import { describe, expect, it } from "vitest";
import { parseVideoSource } from "./video-source";

describe("parseVideoSource (account.md §2: a CTA can open a video modal)", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", { kind: "embed", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" }],
    ["https://youtu.be/dQw4w9WgXcQ", { kind: "embed", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" }],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", { kind: "embed", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" }],
    ["https://vimeo.com/76979871", { kind: "embed", src: "https://player.vimeo.com/video/76979871" }],
    ["https://player.vimeo.com/video/76979871", { kind: "embed", src: "https://player.vimeo.com/video/76979871" }],
    [
      "https://videos.ctfassets.net/space/asset/abc/how-it-works.mp4",
      { kind: "file", src: "https://videos.ctfassets.net/space/asset/abc/how-it-works.mp4" },
    ],
    ["/portal/videos/how-it-works.webm", { kind: "file", src: "/portal/videos/how-it-works.webm" }],
  ])("plays %s", (href, expected) => {
    expect(parseVideoSource(href)).toEqual(expected);
  });

  it.each([
    [null],
    ["not a url"],
    ["http://www.youtube.com/watch?v=dQw4w9WgXcQ"], // not https
    ["https://www.youtube.com/watch?v=short"],
    ["https://www.youtube.com/playlist?list=PL123"],
    ["https://evil.example/video.mp4"], // a file host the CSP does not name
    ["https://videos.ctfassets.net/space/asset/abc/clip.mov"],
    ["//evil.example/video.mp4"],
    ["/portal/de-DE/mycars"],
    ["javascript:alert(1)"],
  ])("refuses %s", (href) => {
    expect(parseVideoSource(href)).toBeNull();
  });
});
