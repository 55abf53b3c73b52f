import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
// On a phone the status and the details button wrap under the title, never past the edge.
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const summary = style({ display: "grid", gap: vars.space.xxs, flex: "1 1 12rem", minWidth: 0, overflowWrap: "anywhere" });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
const pill = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const status = styleVariants({
  open: [pill, { background: vars.color.orange, color: vars.color.orangeText }],
  ordered: [pill, { background: "#e8effd", color: "#1f3f99" }],
  in_progress: [pill, { background: vars.color.orange, color: vars.color.orangeText }],
  conducted: [pill, { background: vars.color.green, color: vars.color.greenText }],
  canceled: [pill, { background: vars.color.grey, color: vars.color.greyText }],
});
export const details = style({ margin: 0, display: "grid", gap: vars.space.md });
export const detailList = style({ margin: 0, paddingLeft: vars.space.lg });
export const empty = style({ color: vars.color.textMuted });
export const description = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
