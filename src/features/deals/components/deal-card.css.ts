import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";
import { media } from "@/ui/breakpoints";

// As high as its row: the action, pushed to the bottom, lines up with its neighbours'.
export const card = style({
  height: "100%",
  display: "grid",
  gridTemplateRows: "auto 1fr",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});
export const picture = style({ width: "100%", aspectRatio: "16 / 9", objectFit: "contain", background: vars.color.surface, display: "block" });
export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, padding: vars.space.md });
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const facts = style({ margin: 0, padding: 0, listStyle: "none", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const action = style({ marginTop: "auto", paddingTop: vars.space.sm, display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "1fr",
  listStyle: "none",
  padding: 0,
  margin: 0,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [media.md]: { gridTemplateColumns: "repeat(3, 1fr)" },
  },
});
