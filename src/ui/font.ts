import localFont from "next/font/local";

/**
 * Inter, shipped in the repository (no font service at build or run time). `optional`, not `swap`:
 * the preloaded font is used when it is there within the first paint's block period, else the
 * page keeps the fallback for this load, so text never reflows after it is shown (issue 11,
 * steady layout: a late swap moved the home page by CLS 0.027 under load).
 */
export const bodyFont = localFont({
  src: "../../public/fonts/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
  variable: "--font-body",
  fallback: ["Helvetica Neue", "Arial", "sans-serif"],
});
