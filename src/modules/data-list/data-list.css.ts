import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";
import { media } from "@/ui/breakpoints";

export const list = style({ margin: 0, display: "grid", gridTemplateColumns: "1fr", borderTop: `1px solid ${vars.color.border}` });
export const row = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr", gap: vars.space.md } },
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600 });
export const note = style({ fontWeight: 400, color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginLeft: vars.space.xs });
