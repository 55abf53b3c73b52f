import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

const slideIn = keyframes({ from: { opacity: 0, transform: "translateY(8px)" }, to: { opacity: 1, transform: "none" } });

/** Bottom centre, above page content and modal overlays (a toast may precede a modal, deals.md §8). */
export const viewport = style({
  position: "fixed",
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 10,
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xs,
  pointerEvents: "none",
});
/** In a dialog: in the flow at its top, so a toast never covers the dialog's own content; empty, it takes no room. */
export const inlineViewport = style({
  display: "grid",
  justifyItems: "stretch",
  gap: vars.space.xs,
  selectors: { "&:has([data-toast])": { marginBottom: vars.space.md } },
});
// Not `display: contents`: some browsers drop the live role of such an element.
export const region = style({ display: "grid", justifyItems: "center", gap: vars.space.xs, width: "100%" });

const base = style({
  pointerEvents: "auto",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  width: "min(100%, 28rem)",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: "4px solid",
  boxShadow: vars.shadow.dialog,
  animation: `${slideIn} 150ms ease-out`,
});
export const toast = styleVariants({
  error: [base, { background: "#fdecea", borderColor: vars.color.danger, color: vars.color.text }],
  success: [base, { background: vars.color.green, borderColor: vars.color.greenText, color: vars.color.text }],
});
export const text = style({ margin: 0, flex: 1 });
export const close = style({
  border: 0,
  background: "transparent",
  font: "inherit",
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: "pointer",
  padding: vars.space.xxs,
  minWidth: 32,
  minHeight: 32,
});
