import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";
import { media } from "@/ui/breakpoints";

export const accountLayout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.md]: { gridTemplateColumns: "240px minmax(0, 1fr)", gap: vars.space.xl } },
});
export const main = style({ minWidth: 0, containerType: "inline-size" });
export const back = style({ display: "inline-block", marginBottom: vars.space.md });

/**
 * Main column and aside (e.g. the B2B aside of deals.md §2): side by side from lg, where the main
 * column keeps its width next to the account navigation, the aside beside the page's head and the
 * rest. Below lg the aside follows the head (`pageHeadLength`), else the whole main column.
 */
export const withAside = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 320px", gap: vars.space.xl, alignItems: "start" } },
});
/** With a head: its modules' own margins part it from the aside and the rest, as they part modules. */
export const withHead = style({
  rowGap: 0,
  "@media": {
    [media.lg]: {
      gridTemplateAreas: '"head aside" "main aside"',
      // The aside's height goes to the rest of the main column, never between it and the head.
      gridTemplateRows: "auto 1fr",
      rowGap: 0,
    },
  },
});
/** A column placed in its area of `withHead` from lg; elsewhere in the flow. */
const placed = (area: string) =>
  style({ minWidth: 0, containerType: "inline-size", "@media": { [media.lg]: { selectors: { [`${withHead} > &`]: { gridArea: area } } } } });
export const head = placed("head");
export const rest = placed("main");
export const aside = placed("aside");
