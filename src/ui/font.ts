import localFont from "next/font/local";

/** Inter, shipped in the repository (no font service at build or run time). */
export const bodyFont = localFont({
  src: "../../public/fonts/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-body",
  fallback: ["Helvetica Neue", "Arial", "sans-serif"],
});
