import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** Out of sight, still read by screen readers; `visuallyHiddenRules` for a media query of a style. */
export const visuallyHiddenRules = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
export const visuallyHidden = style(visuallyHiddenRules);

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: "1px solid transparent",
  fontFamily: "inherit",
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:disabled, &[aria-disabled='true']": { opacity: 0.5, cursor: "not-allowed" } },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.brand, color: vars.color.brandContrast }],
  secondary: [buttonBase, { background: vars.color.background, color: vars.color.brand, borderColor: vars.color.brand }],
  tertiary: [buttonBase, { background: "transparent", color: vars.color.link, padding: 0, minHeight: 0, textDecoration: "underline" }],
});

export const container = style({
  width: "100%",
  maxWidth: vars.maxWidth.content,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
});
