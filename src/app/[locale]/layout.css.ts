import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const main = style({ paddingBlock: vars.space.xl, minHeight: "60vh" });
