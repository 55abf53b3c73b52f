import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const turn = keyframes({ to: { transform: "rotate(360deg)" } });

/** Shown only once a navigation has taken 400 ms: a quick one shows no flash of it. */
export const loading = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  opacity: 0,
  animation: `${appear} 150ms ease-out 400ms forwards`,
});

export const spinner = style({
  width: 20,
  height: 20,
  borderRadius: "50%",
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.text,
  animation: `${turn} 800ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
