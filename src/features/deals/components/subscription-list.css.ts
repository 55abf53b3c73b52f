import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700, marginBottom: vars.space.lg });
export const empty = style({ padding: vars.space.xl, borderRadius: vars.radius.md, background: vars.color.surface, textAlign: "center" });
export const emptyTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
export const emptyHint = style({ color: vars.color.textMuted, margin: `${vars.space.sm} 0 ${vars.space.lg}` });
