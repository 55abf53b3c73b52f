import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

const base = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: "4px solid",
  marginBlock: vars.space.md,
});
export const banner = styleVariants({
  info: [base, { background: "#e8effd", borderColor: vars.color.focus }],
  warning: [base, { background: vars.color.orange, borderColor: vars.color.orangeText }],
  success: [base, { background: vars.color.green, borderColor: vars.color.greenText }],
});
export const title = style({ fontWeight: 700, margin: 0 });
export const body = style({ margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.xs });
