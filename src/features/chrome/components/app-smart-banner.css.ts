import { style } from "@vanilla-extract/css";
import { media } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";

/** Phones and small tablets only: on wider screens there is no app to switch to. */
export const banner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: "#f3f6fb",
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [media.md]: { display: "none" } },
});
export const text = style({ flex: 1, margin: 0, fontSize: vars.fontSize.sm });
export const title = style({ display: "block", fontWeight: 700 });
export const close = style({
  border: 0,
  background: "transparent",
  fontSize: vars.fontSize.lg,
  cursor: "pointer",
  padding: vars.space.xs,
  color: vars.color.text,
});
