import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
});

const columnsAt = (small: number, wide: number) => ({
  "@media": {
    [media.sm]: { gridTemplateColumns: `repeat(${small}, minmax(0, 1fr))` },
    [media.md]: { gridTemplateColumns: `repeat(${wide}, minmax(0, 1fr))` },
  },
});

/** One column on phones; at most two from `sm`; the configured number from `md`. */
export const columns = styleVariants({ 1: columnsAt(1, 1), 2: columnsAt(2, 2), 3: columnsAt(2, 3) });

export const tile = style({
  display: "flex",
  alignItems: "stretch",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

// A CTA brings its own vertical margins for use on a page; inside a tile the tile spaces it.
globalStyle(`${tile} > *`, { margin: 0 });
// The tiles' buttons, as wide and as high as their tile's row, line up with one another.
globalStyle(`${tile} > *`, { flex: "1 1 auto", display: "flex" });
globalStyle(`${tile} > * > a, ${tile} > * > button`, { flex: "1 1 auto", textAlign: "center" });
