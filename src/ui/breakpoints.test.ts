import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../tests/helpers/source-files";
import { below, breakpoints, media } from "./breakpoints";

/** deals.md and account.md §9: "Breakpoints sm 600, md 1120, lg 1440, xl 1920, max 2100". */
const SPEC = [
  ["sm", 600],
  ["md", 1120],
  ["lg", 1440],
  ["xl", 1920],
  ["max", 2100],
] as const;

/**
 * Widths a style sheet may name besides the spec's breakpoints, each with its reason: the
 * header's bar drops its cart label on phones narrower than 360 px, a guard for one element,
 * not a layout breakpoint.
 */
const NOT_BREAKPOINTS: Record<string, readonly number[]> = { "src/features/chrome/components/site-header.css.ts": [360] };

describe("the breakpoints (deals.md and account.md §9)", () => {
  it.each(SPEC)("%s starts at %i px: the media query the style sheets use, and its complement below it", (name, px) => {
    expect(breakpoints[name]).toBe(px);
    expect(media[name]).toBe(`screen and (min-width: ${px}px)`);
    expect(below[name]).toBe(`screen and (max-width: ${px - 0.02}px)`);
  });

  it("are the only widths the style sheets' media queries name", () => {
    const allowed = new Set<number>(SPEC.map(([, px]) => px));
    const strays = sourceFiles((path) => path.endsWith(".css.ts")).flatMap(({ path, text }) =>
      [...text.matchAll(/\((?:min|max)-width:\s*([\d.]+)px\)/g)]
        .map((match) => Math.round(Number(match[1])))
        .filter((px) => !allowed.has(px) && !(NOT_BREAKPOINTS[path] ?? []).includes(px))
        .map((px) => `${path}: ${px}px`),
    );
    expect(strays).toEqual([]);
  });

  it("are used by the style sheets through media and below, not spelled again", () => {
    const spelled = sourceFiles((path) => path.endsWith(".css.ts") && path !== "src/ui/breakpoints.ts").filter(({ text }) =>
      SPEC.some(([, px]) => new RegExp(`(?:min|max)-width:\\s*(?:${px}|${px - 0.02})px`).test(text)),
    );
    expect(spelled.map(({ path }) => path)).toEqual([]);
  });
});
