import { style } from "@vanilla-extract/css";
import { media } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: vars.space.xl,
  fontSize: vars.fontSize.sm,
});
export const grid = style({ display: "grid", gap: vars.space.xl, "@media": { [media.sm]: { gridTemplateColumns: "2fr 1fr" } } });
export const columns = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))" });
export const columnTitle = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.xs });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });
export const inline = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space.md });
export const link = style({ color: vars.color.text });
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  textDecoration: "none",
  fontWeight: 600,
});
export const newsletter = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  marginTop: vars.space.xl,
});
export const bottom = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, marginTop: vars.space.lg });
export const minimal = style({ display: "flex", justifyContent: "center" });
export const muted = style({ margin: 0, color: vars.color.textMuted });
