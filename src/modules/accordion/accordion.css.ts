import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });
export const summary = style({
  cursor: "pointer",
  padding: `${vars.space.md} 0`,
  fontWeight: 600,
  listStyle: "none",
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
export const marker = style({ transition: "transform 150ms ease" });
globalStyle(`${item}[open] ${marker}`, { transform: "rotate(45deg)" });
export const body = style({ paddingBottom: vars.space.md });
