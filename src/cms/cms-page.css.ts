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
 * column keeps its width next to the account navigation; below that the aside follows the main.
 */
export const withAside = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 320px", gap: vars.space.xl, alignItems: "start" } },
});
export const aside = style({ minWidth: 0, containerType: "inline-size" });
