import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";
import { media } from "@/ui/breakpoints";

export const nav = style({
  alignSelf: "start",
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
  "@media": { [media.md]: { borderBottom: 0 } },
});
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  "@media": { [media.md]: { flexDirection: "column", flexWrap: "nowrap", borderLeft: `1px solid ${vars.color.border}` } },
});
export const link = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  border: 0,
  font: "inherit",
  cursor: "pointer",
  textAlign: "left",
  width: "100%",
  selectors: {
    "&[aria-current='page']": { fontWeight: 700, background: vars.color.surface },
    "&:hover": { background: vars.color.surface },
  },
  "@media": {
    [media.md]: {
      borderRadius: 0,
      marginLeft: -1,
      borderLeft: "2px solid transparent",
      selectors: { "&[aria-current='page']": { borderLeftColor: vars.color.brand } },
    },
  },
});
export const divider = style({ border: 0, borderTop: `1px solid ${vars.color.border}`, margin: `${vars.space.xs} 0`, width: "100%" });
export const groupLabel = style({
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});
export const dividerItem = style({ width: "100%" });
export const actions = style({ listStyle: "none", margin: 0, padding: 0 });
