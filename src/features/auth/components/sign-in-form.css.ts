import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: 420 });
export const field = style({ display: "grid", gap: vars.space.xxs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const input = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: "inherit",
  fontSize: vars.fontSize.md,
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.danger } },
});
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const formError = style({
  color: vars.color.danger,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
});
export const personas = style({ display: "grid", gap: vars.space.sm, listStyle: "none", padding: 0, margin: 0 });
export const persona = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const personaShows = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });
export const checkbox = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start" });
export const meter = style({ display: "grid", gap: vars.space.xxs });
export const meterText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const legalNotice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
