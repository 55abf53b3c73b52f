import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

// A size container: blocks lay themselves out by the width they get (main column or aside).
export const main = style({ paddingBlock: vars.space.xl, minHeight: "60vh", containerType: "inline-size" });
