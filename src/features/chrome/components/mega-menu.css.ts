import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

// The main links keep their line ("Für Unternehmen" of the business header broke
// in two at 1440 px, and the header with it); the search beside them gives way instead.
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", gap: vars.space.xs, alignItems: "center", flexShrink: 0 });
export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  whiteSpace: "nowrap",
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover, &[aria-expanded='true']": { background: vars.color.surface } },
});
export const chevron = style({ fontSize: vars.fontSize.xs });
// Absolutely placed under the header: opening a menu moves nothing on the page.
export const panel = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  zIndex: 20,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});
export const sections = style({
  maxWidth: vars.maxWidth.content,
  margin: "0 auto",
  padding: vars.space.lg,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.lg,
});
export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const cardSection = style([section, { background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.md }]);
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const sectionText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const links = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xxs });
export const cards = style([links, { gap: vars.space.sm }]);
export const card = style({ display: "flex", flexDirection: "column" });
export const link = style({ color: vars.color.text, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });
// Under its link, never run on from it ("Flexible LaufzeitenAb 14 Tagen").
export const itemText = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const cta = style({ color: vars.color.link, fontWeight: 600 });
