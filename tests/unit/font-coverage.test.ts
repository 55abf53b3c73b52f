import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every character the portal writes itself (its messages, its content fixtures, the text in its
 * components) is in the body font (`src/ui/font.ts`: Inter's Latin subset, the ranges of Google
 * Fonts' `latin`). One that is not made Chromium search the system's fonts during the first
 * layout (☰, ▾, ←: 30 to 60 ms of a phone's main thread, docs/performance.md "Layout and page weight");
 * pictograms are inline SVG (`src/ui/icons.tsx`). The ranges are those the font was cut to.
 */
const LATIN: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const inFont = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return LATIN.some(([from, to]) => code >= from && code <= to);
};

function filesUnder(directory: string, suffix: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(suffix) && !name.includes(".test."))
    .map((name) => join(directory, name));
}

/** The characters outside the font, each with where it was found. */
function outside(files: string[], textOf: (source: string) => string): string[] {
  return files.flatMap((file) =>
    [...new Set([...textOf(readFileSync(file, "utf8"))].filter((character) => !inFont(character)))].map(
      (character) => `${character} (U+${character.codePointAt(0)?.toString(16).toUpperCase()}) in ${file}`,
    ),
  );
}

/** A component's code without its comments: what it may render. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

describe("the body font covers the portal's own texts", () => {
  it("messages of every locale", () => {
    expect(outside(filesUnder("src/messages", ".json"), (source) => source)).toEqual([]);
  });

  it("content fixtures", () => {
    expect(outside(filesUnder("fixtures/content", ".json"), (source) => source)).toEqual([]);
  });

  it("components", () => {
    expect(outside(filesUnder("src", ".tsx"), withoutComments)).toEqual([]);
  });

  it("finds a pictogram character", () => {
    expect(outside(["src/ui/font.ts"], () => "☰ menu")).toEqual(["☰ (U+2630) in src/ui/font.ts"]);
  });
});
