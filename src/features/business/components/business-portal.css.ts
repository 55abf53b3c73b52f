import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const list = style({ listStyle: "none", padding: 0, margin: `0 0 ${vars.space.md}`, display: "grid", gap: vars.space.md });
export const vehicle = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
});
export const carName = style({ fontWeight: 600, fontSize: vars.fontSize.lg, margin: 0 });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center" });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
/** The contacts table scrolls within its own box on a phone; the page keeps the screen's width. */
export const tableScroll = style({ overflowX: "auto", maxWidth: "100%", marginTop: vars.space.md });
export const table = style({ width: "100%", borderCollapse: "collapse" });
export const cell = style({ textAlign: "left", padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const toolbar = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "end", justifyContent: "space-between" });
export const sharedReturn = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
  display: "grid",
  gap: vars.space.sm,
});
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const summary = style({ fontWeight: 600, margin: 0 });
