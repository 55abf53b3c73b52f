import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";
import { RIBBON_DELAY_MS } from "../rules/ribbon";

const reveal = keyframes({ from: { visibility: "hidden" }, to: { visibility: "visible" } });

/** In the flow above the header: its room is taken from the first paint, it shows after the delay (account.md §9). */
export const ribbon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.sm,
  animation: `${reveal} 0s linear ${RIBBON_DELAY_MS}ms both`,
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
