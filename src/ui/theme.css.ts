import { createGlobalTheme, globalStyle } from "@vanilla-extract/css";
import { breakpoints } from "./breakpoints";

export const vars = createGlobalTheme(":root", {
  font: {
    // Set by next/font on <html> (ui/font.ts).
    body: `var(--font-body), "Helvetica Neue", Arial, sans-serif`,
  },
  color: {
    text: "#111111",
    textMuted: "#5c5c5c",
    background: "#ffffff",
    surface: "#f5f5f4",
    border: "#dcdcdc",
    brand: "#111111",
    brandContrast: "#ffffff",
    focus: "#2f5bea",
    link: "#1f4fd1",
    danger: "#b3261e",
    // Status colours of deals.md section 4; each pairs with a text colour of at least 4.5:1.
    orange: "#fde3c8",
    orangeText: "#7a3a00",
    green: "#d6f0dc",
    greenText: "#0f5a26",
    grey: "#e7e7e7",
    greyText: "#3d3d3d",
  },
  space: { xxs: "4px", xs: "8px", sm: "12px", md: "16px", lg: "24px", xl: "32px", xxl: "48px" },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  fontSize: { xs: "12px", sm: "14px", md: "16px", lg: "20px", xl: "28px", xxl: "36px" },
  lineHeight: { tight: "1.2", normal: "1.5" },
  maxWidth: { content: `${breakpoints.md}px`, page: `${breakpoints.max}px` },
  shadow: { card: "0 1px 2px rgba(0,0,0,.06), 0 2px 8px rgba(0,0,0,.06)", dialog: "0 12px 40px rgba(0,0,0,.25)" },
});

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle("a", { color: vars.color.link });
globalStyle(":focus-visible", { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("h1, h2, h3", { lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle("img", { maxWidth: "100%", height: "auto" });
