import { style } from "@vanilla-extract/css";
import { CONSENT_PENDING_ATTRIBUTE } from "@/lib/analytics/consent";
import { vars } from "@/ui/theme.css";

/**
 * Fixed over the bottom of the page, never in its flow: it moves nothing when it appears or goes
 * (CLS stays 0), and the page stays usable beneath it (it is no modal). In the server's HTML it is
 * undecided and hidden, unless the inline mark after it found no choice in the cookie. Above the
 * modal dialogs (z-index 8, the drawer's 41) and clickable while one is open, though a modal
 * dialog turns the body's pointer events off (`ui/layers.ts`).
 */
export const banner = style({
  position: "fixed",
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 60,
  pointerEvents: "auto",
  maxWidth: 640,
  marginInline: "auto",
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`html:not([${CONSENT_PENDING_ATTRIBUTE}]) &[data-undecided]`]: { display: "none" },
  },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const text = style({ margin: `${vars.space.sm} 0`, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const link = style({ color: vars.color.link });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.md });
export const settings = style({
  padding: 0,
  border: 0,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
});
