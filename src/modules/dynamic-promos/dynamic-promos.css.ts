import { style } from "@vanilla-extract/css";
import { media } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))" } },
});
export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: "#f3f6fb",
  border: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700, margin: 0 });
export const text = style({ margin: 0 });
