import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const wrapper = style({ marginBlock: vars.space.lg });
export const bordered = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const movedUp = style({ marginTop: `calc(-1 * ${vars.space.md})` });
export const movedDown = style({ marginTop: vars.space.xl });
