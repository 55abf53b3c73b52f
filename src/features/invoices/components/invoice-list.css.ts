import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const table = style({ width: "100%", borderCollapse: "collapse" });
export const cell = style({ textAlign: "left", padding: `${vars.space.sm} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}` });
export const amount = style([cell, { textAlign: "right", fontVariantNumeric: "tabular-nums" }]);
export const head = style([cell, { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 }]);
export const empty = style({ color: vars.color.textMuted });
