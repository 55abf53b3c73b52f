import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const list = style({ listStyle: "none", padding: 0, margin: `0 0 ${vars.space.md}`, display: "grid", gap: vars.space.sm });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const name = style({ fontWeight: 600, margin: 0 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const status = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const empty = style({ margin: `0 0 ${vars.space.md}` });
export const progress = style({ width: "100%" });
export const banner = style({
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.md,
});
