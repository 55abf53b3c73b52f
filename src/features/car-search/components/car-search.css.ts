import { style } from "@vanilla-extract/css";
import { media } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";

export const search = style({ display: "grid", gap: vars.space.lg });
export const heading = style({ margin: 0 });
export const siteLinks = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const siteLink = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  selectors: { "&[aria-current='page']": { background: vars.color.brand, color: vars.color.brandContrast, borderColor: vars.color.brand } },
});
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.md]: { gridTemplateColumns: "16rem 1fr", alignItems: "start" } },
});
export const filters = style({ display: "grid", gap: vars.space.md });
export const options = style({ display: "grid", gap: vars.space.xs });
export const pending = style({ opacity: 0.5, transition: "opacity 150ms" });
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
});
export const card = style({
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
export const picture = style({ width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "contain" });
export const name = style({ fontWeight: 700, margin: 0 });
export const line = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const badges = style({ display: "flex", gap: vars.space.xs, flexWrap: "wrap", margin: 0, padding: 0, listStyle: "none" });
export const badge = style({
  fontSize: vars.fontSize.sm,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const pager = style({ display: "flex", gap: vars.space.md, alignItems: "center", flexWrap: "wrap" });
