import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";

export const form = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start", flexWrap: "wrap" });
export const field = style({
  flex: "0 1 16rem",
  minHeight: "2.75rem",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: "inherit",
  resize: "none",
  transition: "flex-basis 200ms ease",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
/** account.md §4: the search expands on focus or when text is present. */
export const expanded = style({ flexBasis: "36rem" });
export const message = style({ flexBasis: "100%", margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * In the header: one row as high as the bar's controls, the field taking the
 * width the bar leaves, its placeholder on one line; the notice hangs below without moving the bar.
 */
export const headerForm = style({ flexWrap: "nowrap", alignItems: "center", position: "relative" });
// In the bar from 1120 px on (account.md §9) the text is a size smaller, so the examples fit; in the
// phone's drawer it keeps 16 px, below which iOS zooms into a focused field.
globalStyle(`${headerForm} ${field}`, {
  flex: "1 1 12rem",
  minWidth: 0,
  height: "2.75rem",
  whiteSpace: "nowrap",
  overflow: "hidden",
  "@media": { [media.md]: { fontSize: vars.fontSize.sm } },
});
globalStyle(`${headerForm} ${field}::placeholder`, { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" });
globalStyle(`${headerForm} ${message}`, { position: "absolute", insetInline: 0, top: "100%", marginTop: vars.space.xxs });
