import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";
import { media } from "@/ui/breakpoints";

export const header = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "center",
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
export const back = style({ display: "inline-block", marginBottom: vars.space.md });
export const eyebrow = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const name = style({ fontSize: vars.fontSize.xxl, fontWeight: 700, margin: `${vars.space.xs} 0 ${vars.space.sm}` });
export const plate = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted });
export const picture = style({
  width: "100%",
  aspectRatio: "16 / 9",
  objectFit: "contain",
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
export const checkout = style({ marginTop: vars.space.md });
