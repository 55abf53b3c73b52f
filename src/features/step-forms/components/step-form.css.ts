import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export { actions, checkbox, error, field, help, input, label } from "@/ui/form.css";

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "36rem" });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const stepTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}`, outline: "none" });
export const caption = style({ color: vars.color.textMuted, margin: 0 });
export const group = style({ display: "grid", gap: vars.space.xs, border: 0, padding: 0, margin: 0 });
export const address = style({ fontStyle: "normal" });
export const amount = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md, flexWrap: "wrap" });
export const summary = style({ display: "grid", gap: vars.space.xs, margin: 0 });
export const summaryRow = style({ display: "grid", gridTemplateColumns: "minmax(8rem, 1fr) 2fr", gap: vars.space.sm });
globalStyle(`${summaryRow} dd`, { margin: 0 });
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.orange,
  color: vars.color.orangeText,
});
export const photoList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xs });
export const photoRow = style({ display: "grid", gridTemplateColumns: "1fr auto", alignItems: "center", gap: vars.space.xs });
export const progress = style({ width: "100%", height: "6px", accentColor: vars.color.brand });
