import { globalStyle, style } from "@vanilla-extract/css";
import { below } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";
import { visuallyHiddenRules } from "@/ui/recipes.css";

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
/**
 * The contacts table: columns from the tablet's width up; on a phone each contact is a card of
 * label and value lines, so that all four columns (account.md §2) show on 390 px instead of a
 * table scrolled sideways whose phone numbers were out of sight (review round 22). The header row
 * stays for screen readers, and the table's roles are set explicitly, since a table laid out as
 * blocks loses them in some browsers.
 */
export const tableScroll = style({ overflowX: "auto", maxWidth: "100%", marginTop: vars.space.md });
export const table = style({ width: "100%", borderCollapse: "collapse", "@media": { [below.sm]: { display: "block" } } });
export const tableHead = style({
  "@media": {
    [below.sm]: visuallyHiddenRules,
  },
});
export const tableBody = style({ "@media": { [below.sm]: { display: "grid", gap: vars.space.sm } } });
export const row = style({
  "@media": {
    [below.sm]: {
      display: "grid",
      gap: vars.space.xs,
      padding: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});
export const cell = style({
  textAlign: "left",
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [below.sm]: {
      // The name beside its value; where both do not fit (320 px) the value goes under it (review I:
      // the role select showed "Fuhrpa…").
      display: "flex",
      flexWrap: "wrap",
      columnGap: vars.space.sm,
      alignItems: "center",
      padding: 0,
      borderBottom: "none",
    },
  },
});
globalStyle(`${cell} > :last-child`, { "@media": { [below.sm]: { flex: "1 1 11rem", minWidth: 0, overflowWrap: "anywhere" } } });
/** A cell's column name, shown beside its value on a phone only (the header row names it from the tablet up). */
export const cellLabel = style({ display: "none", fontWeight: 600, "@media": { [below.sm]: { display: "block", flex: "0 0 9rem" } } });
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
