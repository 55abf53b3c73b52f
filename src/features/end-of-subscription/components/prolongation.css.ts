import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const section = style({ display: "grid", gap: vars.space.md, maxWidth: "40rem" });
export const choices = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const choice = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const choiceText = style({ margin: 0, color: vars.color.textMuted });
export const option = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
});
export const optionBody = style({ display: "grid", gap: vars.space.xs });
export const optionTerm = style({ fontWeight: 700 });
export const originalPrice = style({ color: vars.color.textMuted });
export const discount = style({ color: vars.color.greenText, fontWeight: 600 });
export const facts = style({ display: "grid", gap: vars.space.sm, margin: 0 });
/**
 * A term beside its value, a third to two thirds; where the two do not fit side by side (a dialog
 * at 320 px) the value goes under its term, never past the edge (review I: the buy-car offer cut
 * "Bearbeitungsgebü…" at 320 px).
 */
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
globalStyle(`${row} dt`, { flex: "1 1 8rem" });
globalStyle(`${row} dd`, { margin: 0, flex: "2 1 12rem", minWidth: 0, overflowWrap: "anywhere" });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
