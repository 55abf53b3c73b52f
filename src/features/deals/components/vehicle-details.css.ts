import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

// The name beside the picture where the column itself is wide enough: beside the B2B aside at 1440 px
// the column is about 450 px, and the name wrapped over four lines in half of it (review I).
export const header = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "center",
  "@container": { "(min-width: 36rem)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
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
  // Under the name (a phone, the column beside the B2B aside) the picture stays a picture, not a poster.
  "@container": { "not (min-width: 36rem)": { maxWidth: "22rem" } },
});
export const checkout = style({ marginTop: vars.space.md });
