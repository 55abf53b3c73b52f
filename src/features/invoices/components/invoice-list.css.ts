import { globalStyle, style } from "@vanilla-extract/css";
import { below } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";
import { visuallyHiddenRules } from "@/ui/recipes.css";

export const table = style({ width: "100%", borderCollapse: "collapse", "@media": { [below.sm]: { display: "block" } } });
export const cell = style({ textAlign: "left", padding: `${vars.space.sm} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}` });
export const amount = style([cell, { textAlign: "right", fontVariantNumeric: "tabular-nums" }]);
export const head = style([cell, { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 }]);
export const empty = style({ color: vars.color.textMuted });

/**
 * On a phone the five columns were 473 px wide, amount and PDF off-screen. Below
 * `sm` each invoice is a card: number and amount on top, date and status under them, the PDF link
 * at the right. The explicit table roles keep the table's semantics whatever its display.
 */
const phone = below.sm;
export const headRow = style({
  "@media": {
    [phone]: visuallyHiddenRules,
  },
});
export const row = style({
  "@media": {
    [phone]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gridTemplateAreas: '"number total" "car car" "date download" "status download"',
      columnGap: vars.space.md,
      padding: `${vars.space.sm} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
const area = (name: string, extra: Record<string, string | number> = {}) =>
  style({ "@media": { [phone]: { gridArea: name, display: "block", padding: 0, border: 0, ...extra } } });
export const number = area("number", { fontWeight: 600, overflowWrap: "anywhere" });
export const total = area("total", { textAlign: "right", fontWeight: 600 });
export const car = area("car", { overflowWrap: "anywhere" });
export const plate = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const date = area("date", { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const status = area("status", { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const download = area("download", { alignSelf: "center", justifySelf: "end" });
globalStyle(`${table} > tbody`, { "@media": { [phone]: { display: "block" } } });
/** The gross amount's "inkl. MwSt." where the card has no column header to say it (a phone). */
export const vatNote = style({
  display: "none",
  "@media": { [phone]: { display: "block", fontWeight: 400, color: vars.color.textMuted, fontSize: vars.fontSize.sm } },
});
