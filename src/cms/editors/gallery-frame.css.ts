import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

/** An example of a code-owned block, framed: its page's scripts run in the frame, not in the gallery. */
export const frame = style({
  display: "block",
  width: "100%",
  minHeight: 120,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The framed example alone: no site header, footer or consent banner around it. */
globalStyle("body:has([data-gallery-frame]) > :not(main)", { display: "none" });
