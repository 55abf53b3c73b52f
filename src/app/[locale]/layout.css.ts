import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

// A size container: blocks lay themselves out by the width they get (main column or aside).
// At least a screen high, so the footer starts below the first screen: content streaming in
// above it then moves nothing the visitor sees (layout shift).
export const main = style({
  paddingBlock: vars.space.xl,
  minHeight: "100svh",
  containerType: "inline-size",
  // The skip link and a closed modal without an opener put the focus here: a region, not a control.
  selectors: { "&:focus": { outline: "none" } },
});
