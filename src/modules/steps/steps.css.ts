import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "36rem" });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const stepTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}`, outline: "none" });
export const caption = style({ color: vars.color.textMuted, margin: 0 });
export const field = style({ display: "grid", gap: vars.space.xs, marginBottom: vars.space.md });
export const label = style({ fontWeight: 600 });
export const checkbox = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const input = style({
  font: "inherit",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.danger } },
});
export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
