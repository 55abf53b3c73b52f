import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: "nowrap",
});

export const badge = styleVariants({
  orange: [base, { background: vars.color.orange, color: vars.color.orangeText }],
  green: [base, { background: vars.color.green, color: vars.color.greenText }],
  grey: [base, { background: vars.color.grey, color: vars.color.greyText }],
});

export const dot = style({ width: 8, height: 8, borderRadius: "50%", background: "currentColor" });
