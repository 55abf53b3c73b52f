import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { media } from "./breakpoints";
import { modalBottomInset } from "./layers";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// Above the fixed app banner (z-index 5), below toasts (10, which may precede a modal).
export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 8,
  background: "rgba(0, 0, 0, 0.45)",
  animation: `${fadeIn} 150ms ease-out`,
});

export const content = style({
  position: "fixed",
  zIndex: 8,
  left: "50%",
  // Centred in the part of the viewport that nothing above the dialogs covers (the consent
  // banner, `layers.ts`), and never taller than it: its fields stay in sight on a phone too.
  top: `calc((100dvh - ${modalBottomInset}) / 2)`,
  transform: "translate(-50%, -50%)",
  width: "calc(100vw - 32px)",
  maxWidth: 520,
  maxHeight: `calc(100dvh - 32px - ${modalBottomInset})`,
  overflowY: "auto",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  boxShadow: vars.shadow.dialog,
  animation: `${fadeIn} 150ms ease-out`,
  "@media": { [media.sm]: { padding: vars.space.xl } },
});

export const header = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const description = style({ color: vars.color.textMuted, marginTop: vars.space.xs });
export const close = style({
  border: 0,
  background: "transparent",
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: "pointer",
  padding: vars.space.xxs,
  color: vars.color.text,
});
export const body = style({ marginTop: vars.space.lg });
