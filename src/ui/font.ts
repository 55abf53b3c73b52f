import localFont from "next/font/local";

/**
 * Inter, shipped in the repository (no font service at build or run time). The file is Inter's
 * Latin subset (the same characters as Google Fonts' `latin`) cut to the weights the theme uses
 * and the features it reads, 48 → 25 KB (docs/performance.md "Layout and page weight"):
 *   pyftsubset inter-latin-wght-normal.woff2 --unicodes=<LATIN of tests/unit/font-coverage.test.ts> --layout-features=kern,mark,mkmk,ccmp,locl,tnum --flavor=woff2
 *   python3 -m fontTools.varLib.instancer <subset> wght=400:800
 * It is preloaded from the page's <head> (next.config.ts `reactMaxHeadersLength`), so the first
 * layout waits for it instead of measuring every text in system fonts first. `optional`, not `swap`:
 * the preloaded font is used when it is there within the first paint's block period, else the
 * page keeps the fallback for this load, so text never reflows after it is shown (a late swap
 * moved the home page by CLS 0.027 under load).
 */
export const bodyFont = localFont({
  src: "../../public/fonts/inter-latin-wght-400-800.woff2",
  weight: "400 800",
  display: "optional",
  variable: "--font-body",
  fallback: ["Helvetica Neue", "Arial", "sans-serif"],
});
