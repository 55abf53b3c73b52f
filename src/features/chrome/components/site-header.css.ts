import { globalStyle, style } from "@vanilla-extract/css";
import { BACK_FROM_PRODUCT_ATTRIBUTE } from "../rules/ribbon";
import { below, media } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";
import { visuallyHidden, visuallyHiddenRules } from "@/ui/recipes.css";

// Relative: the mega menu's panels hang from the header's bottom edge across its full width.
export const header = style({ position: "relative", borderBottom: `1px solid ${vars.color.border}`, background: vars.color.background });
/**
 * At 390 px the visitor's bar was 416 px wide ("Anmelden" cut off, the logo over
 * three lines). On a phone the bar now holds burger, logo, the cart's pictogram and a compact
 * account entry (its pictogram alone below 360 px), and the back button's slot only when a
 * back-from-product value is stored; the logo stays on one line and gives way last.
 */
const narrowPhone = "screen and (max-width: 359.98px)";
const phone = below.sm;
/**
 * Packed from the start, the trailing part pushed to the end by its own margin: with
 * `space-between`, a slow phone that painted the header half parsed (logo and main links) moved the
 * links to the left when the search and the account entry arrived (a layout shift of 0.01).
 */
export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 64,
  "@media": { [media.sm]: { gap: vars.space.md } },
});
export const logo = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: 800,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  textDecoration: "none",
  letterSpacing: "-0.02em",
  // From md on the bar has room for the whole name; on a phone it may give way to the account button.
  "@media": { [media.sm]: { fontSize: vars.fontSize.lg }, [media.md]: { flexShrink: 0 } },
});
export const account = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexShrink: 0 });
export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  marginInlineStart: "auto",
  flexShrink: 0,
  "@media": { [media.sm]: { gap: vars.space.sm } },
});
/** The lead-gen header's call to action, at the bar's end as the account entry is in the full header. */
export const trailing = style({ marginInlineStart: "auto" });
export const action = style({ color: vars.color.text, fontWeight: 600, textDecoration: "none", whiteSpace: "nowrap" });
export const cart = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 44,
  minHeight: 44,
  "@media": { [media.sm]: { minWidth: 0 } },
});
export const cartIcon = style({ "@media": { [media.sm]: { display: "none" } } });
export const cartLabel = style({ "@media": { [phone]: visuallyHiddenRules } });
/**
 * Wide enough for the search's placeholder on one line and for its button beside it (at 1440 px
 * the button wrapped under the field, which grew into the ribbon).
 */
export const search = style({ flex: "1 1 20rem", minWidth: 0 });
globalStyle(`${search} > form`, { flex: "1 1 auto", minWidth: 0 });
/**
 * account.md §4 "Header search expands on focus or when text is present": it takes the place of the
 * main links while it is in use (the bar has no other room to give), and they come back when it
 * is left empty.
 */
globalStyle(`${bar}:has(${search}:focus-within) > nav, ${bar}:has(${search} textarea[data-expanded="true"]) > nav`, { display: "none" });
/** account.md §9 breakpoints: the burger, back button and drawer below md (1120), the full bar from md. */
export const phoneOnly = style({ display: "flex", alignItems: "center", "@media": { [media.md]: { display: "none" } } });
export const wideOnly = style({ display: "none", "@media": { [media.md]: { display: "flex" } } });
export const backSlot = style({
  display: "inline-flex",
  width: 0,
  minHeight: 44,
  selectors: { [`html[${BACK_FROM_PRODUCT_ATTRIBUTE}] &`]: { width: 44 } },
});
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

/**
 * The visitor's "Anmelden": compact on a phone, its pictogram alone on a narrow one. The customer's
 * account button is a badge of the initials there (`account-menu.css.ts`).
 */
const PERSON_ICON = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round'><path d='M20 21a8 8 0 0 0-16 0M12 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z'/></svg>",
)}")`;
const entry = `${account} > a`;
globalStyle(entry, {
  "@media": {
    [phone]: {
      display: "block",
      maxWidth: "8.5rem",
      paddingInline: vars.space.sm,
      lineHeight: "42px",
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
    },
    [narrowPhone]: { width: 44, paddingInline: 0, fontSize: 0, display: "flex", alignItems: "center", justifyContent: "center" },
  },
});
globalStyle(`${account} > a::before`, {
  "@media": {
    [narrowPhone]: {
      content: '""',
      width: 24,
      height: 24,
      background: "currentColor",
      mask: `${PERSON_ICON} center / contain no-repeat`,
    },
  },
});
