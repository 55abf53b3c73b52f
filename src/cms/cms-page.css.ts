import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";
import { media } from "@/ui/breakpoints";

export const accountLayout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.md]: { gridTemplateColumns: "240px minmax(0, 1fr)", gap: vars.space.xl } },
});
export const main = style({ minWidth: 0 });
