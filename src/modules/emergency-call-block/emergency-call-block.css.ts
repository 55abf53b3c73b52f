import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";
import { media } from "@/ui/breakpoints";

export const block = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surface });
export const list = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.md} 0 0`,
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))" } },
});
export const label = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const number = style({ fontSize: vars.fontSize.lg, fontWeight: 700, textDecoration: "none" });
export const hours = style({ display: "block", fontSize: vars.fontSize.sm, color: vars.color.textMuted });
