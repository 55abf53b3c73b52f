import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
