import { styleVariants, style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

const base = style({ padding: vars.space.md, borderRadius: vars.radius.md, borderLeft: "4px solid", marginBlock: vars.space.lg });
export const tone = styleVariants({
  info: [base, { background: "#e8effd", borderColor: vars.color.focus }],
  warning: [base, { background: vars.color.orange, borderColor: vars.color.orangeText }],
  success: [base, { background: vars.color.green, borderColor: vars.color.greenText }],
});
export const title = style({ fontWeight: 700, fontSize: vars.fontSize.md, margin: 0 });
export const description = style({ margin: `${vars.space.xs} 0 0` });
export const action = style({ marginTop: vars.space.sm });
