import { style } from "@vanilla-extract/css";
import { media } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";
import { visuallyHidden } from "@/ui/recipes.css";

// Relative: the mega menu's panels hang from the header's bottom edge across its full width.
export const header = style({ position: "relative", borderBottom: `1px solid ${vars.color.border}`, background: vars.color.background });
export const bar = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.md, minHeight: 64 });
export const logo = style({ fontWeight: 800, fontSize: vars.fontSize.lg, color: vars.color.text, textDecoration: "none", letterSpacing: "-0.02em" });
export const account = style({ display: "flex", alignItems: "center", gap: vars.space.md });
export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm, marginInlineStart: "auto" });
export const action = style({ color: vars.color.text, fontWeight: 600, textDecoration: "none", whiteSpace: "nowrap" });
export const search = style({ flex: "1 1 auto", minWidth: 0 });
/** account.md §9 breakpoints: the burger, back button and drawer below md (1120), the full bar from md. */
export const phoneOnly = style({ display: "flex", alignItems: "center", "@media": { [media.md]: { display: "none" } } });
export const wideOnly = style({ display: "none", "@media": { [media.md]: { display: "flex" } } });
export const backSlot = style({ display: "inline-flex", width: 44, minHeight: 44 });
export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  minHeight: 44,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  textDecoration: "none",
});
export const skip = style([
  visuallyHidden,
  { selectors: { "&:focus": { position: "static", width: "auto", height: "auto", margin: 0, clip: "auto" } } },
]);
