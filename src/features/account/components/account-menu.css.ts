import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const panel = style({
  // A popover sits in the top layer, centred by default: place it under the header's right edge.
  position: "fixed",
  inset: "auto",
  top: 64,
  right: vars.space.md,
  margin: 0,
  minWidth: 240,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xxs });
export const link = style({
  display: "block",
  width: "100%",
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: "none",
  textAlign: "left",
  borderRadius: vars.radius.sm,
  background: "transparent",
  border: 0,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surface } },
});
export const divider = style({ border: 0, borderTop: `1px solid ${vars.color.border}`, margin: `${vars.space.xxs} 0` });
export const panelName = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: 700 });
