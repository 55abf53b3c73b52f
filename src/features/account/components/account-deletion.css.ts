import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.md });
export const deals = style({ listStyle: "none", padding: 0, margin: `${vars.space.sm} 0`, display: "grid", gap: vars.space.sm });
export const deal = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const pending = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
