import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const richText = style({});
export const paragraph = style({ margin: `0 0 ${vars.space.sm}` });
globalStyle(`${richText} h2, ${richText} h3`, { margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${richText} ul, ${richText} ol`, { paddingLeft: vars.space.lg });
export const embedded = style({ margin: `${vars.space.md} 0` });
