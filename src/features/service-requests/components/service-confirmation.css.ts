import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const section = style({ display: "grid", gap: vars.space.md, maxWidth: "36rem" });
export const facts = style({ display: "grid", gap: vars.space.sm, margin: 0 });
export const row = style({ display: "grid", gridTemplateColumns: "minmax(8rem, 1fr) 2fr", gap: vars.space.sm });
globalStyle(`${row} dd`, { margin: 0 });
export const services = style({ margin: 0, paddingLeft: vars.space.md });
export const address = style({ fontStyle: "normal" });
