import { style } from "@vanilla-extract/css";
import { below, media } from "@/ui/breakpoints";
import { visuallyHiddenRules } from "@/ui/recipes.css";
import { vars } from "@/ui/theme.css";

export const panel = style({
  // A popover sits in the top layer, centred by default: place it under the header's right edge.
  position: "fixed",
  inset: "auto",
  top: 64,
  right: vars.space.md,
  margin: 0,
  minWidth: 240,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xxs });
export const link = style({
  display: "block",
  width: "100%",
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: "none",
  textAlign: "left",
  borderRadius: vars.radius.sm,
  background: "transparent",
  border: 0,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surface } },
});
export const divider = style({ border: 0, borderTop: `1px solid ${vars.color.border}`, margin: `${vars.space.xxs} 0` });
export const panelName = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: 700 });

/** Below `sm` the account button is a round badge of the customer's initials (account.md §2 Header, phone). */
export const button = style({
  "@media": { [below.sm]: { width: 44, minWidth: 44, paddingInline: 0, borderRadius: "50%" } },
});
export const initials = style({
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.02em",
  "@media": { [media.sm]: { display: "none" } },
});
export const name = style({
  "@media": { [below.sm]: visuallyHiddenRules },
});
