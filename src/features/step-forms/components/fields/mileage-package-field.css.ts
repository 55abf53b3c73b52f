import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const cards = style({ display: "grid", gap: vars.space.sm, border: 0, padding: 0, margin: 0 });
export const card = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: vars.space.sm,
  alignItems: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const radio = style({ marginTop: "4px", accentColor: vars.color.brand });
export const cardTitle = style({ fontWeight: 600, display: "block" });
export const facts = style({ display: "grid", gap: vars.space.xs, margin: `${vars.space.xs} 0 0` });
/**
 * Label and value on one line; where a business price with "zzgl. MwSt." does not fit beside its
 * label (a phone), it wraps under it at the right edge, so each value still reads as its label's.
 */
export const fact = style({ display: "flex", justifyContent: "space-between", columnGap: vars.space.md, flexWrap: "wrap" });
export const factValue = style({ margin: 0, marginInlineStart: "auto", textAlign: "right", fontVariantNumeric: "tabular-nums" });
