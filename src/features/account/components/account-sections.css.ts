import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const section = style({ display: "grid", gap: vars.space.sm, marginBottom: vars.space.lg });
export const facts = style({ display: "grid", gap: vars.space.xs, margin: 0 });
// The value's column may shrink below its longest word, and a long email address breaks inside
// the column rather than widening the page past a phone's screen (12 px too wide).
export const row = style({ display: "grid", gridTemplateColumns: "minmax(8rem, 12rem) minmax(0, 1fr)", gap: vars.space.sm });
export const term = style({ fontWeight: 600 });
export const value = style({ overflowWrap: "anywhere" });
export const methods = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });
export const method = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.xs,
});
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
