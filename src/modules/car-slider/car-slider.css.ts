import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const frame = style({ display: "grid", gap: vars.space.sm });
export const controls = style({ display: "flex", gap: vars.space.sm, justifyContent: "flex-end" });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(14rem, 18rem)",
  gap: vars.space.md,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollBehavior: "smooth",
});
export const card = style({
  scrollSnapAlign: "start",
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
export const picture = style({ width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "contain" });
export const name = style({ fontWeight: 700, margin: 0 });
export const price = style({ margin: 0 });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
