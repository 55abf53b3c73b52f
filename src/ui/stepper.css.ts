import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 0 });
export const step = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "24px 1fr",
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
});
export const rail = style({
  selectors: {
    [`${step}:not(:last-child) &::after`]: {
      content: "''",
      position: "absolute",
      left: 11,
      top: 24,
      bottom: 0,
      width: 2,
      background: vars.color.border,
    },
  },
});
const markerBase = style({
  width: 24,
  height: 24,
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  boxSizing: "border-box",
});
export const marker = styleVariants({
  done: [markerBase, { background: vars.color.greenText, color: vars.color.brandContrast }],
  current: [markerBase, { border: `2px solid ${vars.color.brand}`, background: vars.color.background }],
  upcoming: [markerBase, { border: `2px solid ${vars.color.border}`, background: vars.color.background }],
});
export const label = styleVariants({
  done: { fontWeight: 400 },
  current: { fontWeight: 700 },
  upcoming: { color: vars.color.textMuted },
});
export const date = style({ display: "block", fontSize: vars.fontSize.sm, color: vars.color.textMuted });
