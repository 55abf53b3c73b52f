import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm, maxWidth: "36rem" });
export const choice = style({
  display: "grid",
  gridTemplateColumns: "6rem 1fr",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: "inherit",
  textDecoration: "none",
  ":hover": { borderColor: vars.color.brand },
  ":focus-visible": { outline: `2px solid ${vars.color.brand}`, outlineOffset: "2px" },
});
export const picture = style({ width: "6rem", aspectRatio: "16 / 9", objectFit: "contain", background: vars.color.surface });
export const name = style({ fontWeight: 700, display: "block" });
export const plate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const intro = style({ margin: `0 0 ${vars.space.md}` });
