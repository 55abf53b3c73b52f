import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const card = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  marginBottom: vars.space.md,
});
export const level = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
export const points = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.sm} 0` });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const progress = style({ width: "100%" });
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
export const slides = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(14rem, 1fr)",
  gap: vars.space.sm,
  overflowX: "auto",
});
export const code = style({ fontFamily: "monospace", fontSize: vars.fontSize.lg, fontWeight: 700 });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", marginTop: vars.space.md });
/** The shared link is one long word: it breaks anywhere rather than widen a 320 px phone. */
export const link = style({ overflowWrap: "anywhere" });
