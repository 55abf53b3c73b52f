import { globalStyle, style } from "@vanilla-extract/css";
import { below, media } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";

/**
 * Phones and small tablets only: on wider screens there is no app to switch to. Fixed to the foot
 * of the screen: it decides after hydration (sessionStorage, the browser's clock), and in the flow
 * above the page it pushed the whole page down then (CLS 0.14 on every signed-in page).
 */
export const banner = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 5,
  boxShadow: "0 -2px 8px rgb(0 0 0 / 0.08)",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: "#f3f6fb",
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [media.md]: { display: "none" } },
});
// Room below the page's end while it shows, so that it covers nothing there (space at the end moves nothing).
globalStyle(`body:has(.${banner})`, { paddingBottom: "7rem", "@media": { [media.md]: { paddingBottom: 0 } } });
export const text = style({ flex: 1, margin: 0, fontSize: vars.fontSize.sm });
export const title = style({ display: "block", fontWeight: 700 });
// Phones keep the title and a short button: with the sentence beside the whole label the fixed
// banner took 193 px of a 320 × 640 screen (review G). Small tablets have room for both.
export const notOnPhones = style({ "@media": { [below.sm]: { display: "none" } } });
export const onlyOnPhones = style({ display: "none", "@media": { [below.sm]: { display: "inline" } } });
export const open = style({ flexShrink: 0 });
export const close = style({
  border: 0,
  background: "transparent",
  fontSize: vars.fontSize.lg,
  cursor: "pointer",
  padding: vars.space.xs,
  color: vars.color.text,
});
