import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}` });
export const item = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const name = style({ display: "grid" });
export const type = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const empty = style({ color: vars.color.textMuted });
