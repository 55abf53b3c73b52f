import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const list = style({ display: "flex", gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const trigger = style({
  border: 0,
  borderBottom: "2px solid transparent",
  background: "transparent",
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: "inherit",
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&[data-state='active']": { color: vars.color.text, borderBottomColor: vars.color.brand, fontWeight: 600 } },
});
export const panel = style({ paddingTop: vars.space.lg });
