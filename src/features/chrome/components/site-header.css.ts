import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";
import { visuallyHidden } from "@/ui/recipes.css";

export const header = style({ borderBottom: `1px solid ${vars.color.border}`, background: vars.color.background });
export const bar = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.md, minHeight: 64 });
export const logo = style({ fontWeight: 800, fontSize: vars.fontSize.lg, color: vars.color.text, textDecoration: "none", letterSpacing: "-0.02em" });
export const account = style({ display: "flex", alignItems: "center", gap: vars.space.md });
export const skip = style([
  visuallyHidden,
  { selectors: { "&:focus": { position: "static", width: "auto", height: "auto", margin: 0, clip: "auto" } } },
]);
