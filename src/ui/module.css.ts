import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

/** The vertical rhythm every module shares. */
export const moduleSection = style({ marginBlock: vars.space.lg });
export const moduleTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: vars.space.sm });
