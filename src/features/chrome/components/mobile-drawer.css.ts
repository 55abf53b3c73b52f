import { style } from "@vanilla-extract/css";
import { modalBottomInset } from "@/ui/layers";
import { vars } from "@/ui/theme.css";

export const burger = style({
  minWidth: 44,
  minHeight: 44,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: "pointer",
});
export const overlay = style({ position: "fixed", inset: 0, background: "rgba(0,0,0,.4)", zIndex: 40 });
export const drawer = style({
  position: "fixed",
  top: 0,
  // Clear of the consent banner, which stays above it (`ui/layers.ts`).
  bottom: modalBottomInset,
  left: 0,
  width: "min(90vw, 380px)",
  zIndex: 41,
  overflowY: "auto",
  background: vars.color.background,
  boxShadow: vars.shadow.dialog,
  display: "flex",
  flexDirection: "column",
});
export const top = style({ display: "flex", alignItems: "center", justifyContent: "space-between", padding: `${vars.space.sm} ${vars.space.md}` });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const close = style([burger]);
export const views = style({ display: "flex", paddingInline: vars.space.md });
export const switchButton = style({
  flex: 1,
  minHeight: 44,
  border: 0,
  borderBottom: `2px solid ${vars.color.border}`,
  background: "transparent",
  font: "inherit",
  cursor: "pointer",
  selectors: { "&[aria-pressed='true']": { borderBottomColor: vars.color.brand, fontWeight: 700 } },
});
export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, padding: vars.space.md });
export const search = style({ marginBottom: vars.space.sm });
export const accordion = style({ display: "flex", flexDirection: "column" });
export const accordionItem = style({ borderBottom: `1px solid ${vars.color.border}` });
export const accordionHeader = style({ margin: 0 });
export const item = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
});
export const panel = style({ padding: `0 ${vars.space.xs} ${vars.space.sm}` });
export const section = style({ marginBottom: vars.space.sm });
export const sectionTitle = style({ margin: `0 0 ${vars.space.xxs}`, fontWeight: 700, fontSize: vars.fontSize.sm });
export const links = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });
