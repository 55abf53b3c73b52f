import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const section = style({ display: "grid", gap: vars.space.sm, marginBottom: vars.space.lg });
export const facts = style({ display: "grid", gap: vars.space.xs, margin: 0 });
// The term beside its value where both fit; on a phone the value goes under its term, whole
// (review G: a column beside the term broke "Hermannstraß e" and the postcode at 320 px). A long
// email address still breaks rather than widening the page past the screen.
export const row = style({ display: "flex", flexWrap: "wrap", columnGap: vars.space.sm });
export const term = style({ fontWeight: 600, flex: "1 1 8rem", maxWidth: "12rem" });
export const value = style({ margin: 0, flex: "999 1 14rem", minWidth: 0, overflowWrap: "anywhere" });
export const methods = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });
export const method = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.xs,
});
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
