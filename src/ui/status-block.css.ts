import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const block = style({
  display: "grid",
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // Two columns where the block itself is wide enough: not in the narrow aside.
  "@container": { "(min-width: 36rem)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
export const subtitle = style({ fontSize: vars.fontSize.md, fontWeight: 700, margin: `0 0 ${vars.space.sm}` });
export const facts = style({ margin: 0, display: "grid", gap: vars.space.sm });
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const value = style({ margin: 0 });
export const note = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
