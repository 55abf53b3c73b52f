import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { createVanillaExtractPlugin } from "@vanilla-extract/next-plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");
const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: "auto" } });

const nextConfig: NextConfig = {
  basePath: "/portal",
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  typedRoutes: false,
};

export default withVanillaExtract(withNextIntl(nextConfig));
