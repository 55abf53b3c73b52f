import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export { actions, checkbox, error, field, help, input, label } from "@/ui/form.css";

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "36rem" });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const stepTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}`, outline: "none" });
export const caption = style({ color: vars.color.textMuted, margin: 0 });
