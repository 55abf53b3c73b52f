import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const ribbon = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.sm,
});
export const text = style({ margin: 0 });
export const link = style({ color: vars.color.brandContrast, fontWeight: 600 });
export const close = style({
  minWidth: 44,
  minHeight: 44,
  border: 0,
  background: "transparent",
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.lg,
  cursor: "pointer",
});
