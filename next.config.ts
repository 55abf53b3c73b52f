import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { createVanillaExtractPlugin } from "@vanilla-extract/next-plugin";
import { commonSecurityHeaders, LOCKED_DOWN_CSP } from "./src/lib/security/headers";
import { redisUrl } from "./src/lib/env";
import { LEGACY_PATHS } from "./src/lib/legacy-paths";
import { SPEC_API_REDIRECTS } from "./src/lib/spec-api-redirects";

// Messages are compiled at build time (icu-minify): pages format them without ICU's parser and
// intl-messageformat, about 6 KiB of gzip and 27 ms of start-up here (README "Layout and
// page weight"). A message is a string, never an array.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: { messages: { path: "./src/messages", format: "json", locales: "infer", precompile: true } },
});
const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: "auto" } });

const nextConfig: NextConfig = {
  basePath: "/portal",
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "heic-decode"],
  typedRoutes: false,
  // The portal shows no next/image: its pictures are files of public/ and Contentful's image API.
  // Unoptimized, Next answers /_next/image with its 404 instead of fetching and decoding whatever
  // `url` names on request (`url=/portal/favicon.ico`, a redirect to a locale,
  // was a 500 "internal response is invalid").
  images: { unoptimized: true },
  // Styles are written into the page's <head> instead of two dozen small stylesheets (Turbopack
  // splits vanilla-extract's files so): on a slow phone each stylesheet was a request before the
  // first paint (Lighthouse: first paint 1.6 s, now 0.9 s; docs/performance.md "Layout and page weight").
  // The policy allows inline styles already (style-src 'unsafe-inline').
  // Turbopack's build cache speeds a rebuild on this machine; a CI run builds once on a fresh clone,
  // where writing it only costs (17 s of two cores, 2026-11-29).
  experimental: { inlineCss: true, turbopackFileSystemCacheForBuild: !process.env.CI },
  // `npm test` type-checks the whole tree in its first stage (`npm run typecheck`) before it builds;
  // the build does not check the same files a second time there (54 s). `npm run build` alone checks.
  typescript: { ignoreBuildErrors: process.env.PORTAL_TYPES_CHECKED === "1" },
  // React writes its preloads (the font, the chunks) as <link> tags into the page's <head>, not into
  // a Link header: only a preload the parser meets holds the first layout until the font is there
  // (Chromium), so the page is laid out once in its own font instead of in system fonts first,
  // 50 to 100 ms of a phone's main thread (docs/performance.md "Layout and page weight").
  reactMaxHeadersLength: 0,
  // Several instances share the content cache and its tags in Redis (docs/operations.md "Two instances"). Read
  // when the server starts too, so a build without REDIS_URL serves with it. Unset: Next's own
  // cache on the local disk and in memory, per instance.
  ...(redisUrl() ? { cacheHandler: fileURLToPath(new URL("./src/lib/redis/next-cache-handler.mjs", import.meta.url)) } : {}),
  // The portal links to the shop's car search at /{locale}/subscribe… on the same host, outside the
  // base path (account.md §2 "Site links"); the portal serves it under /portal (docs/features.md "Car search").
  // A redirect, not a rewrite: the page then runs through proxy.ts (its CSP nonce, the page cache)
  // and its client router under the base path it knows. The query is kept.
  async redirects() {
    return [
      { source: "/:locale(de-DE|en-DE|en-US)/subscribe", destination: "/portal/:locale/subscribe", basePath: false, permanent: false },
      { source: "/:locale(de-DE|en-DE|en-US)/subscribe/:path*", destination: "/portal/:locale/subscribe/:path*", basePath: false, permanent: false },
      // A shared referral link (account.md §7: /einladen/{code}, "invite" in English) on the shop's
      // side of the host leads to the portal's landing (it was a 404).
      { source: "/einladen/:code", destination: "/portal/de-DE/einladen/:code", basePath: false, permanent: false },
      // The programme is the German market's (200 € credit, account.md §9): its English link lands
      // in en-DE, in euros; en-US promised "$200".
      { source: "/invite/:code", destination: "/portal/en-DE/invite/:code", basePath: false, permanent: false },
      // account.md §2 Footer: old shop paths, under the base path and on the shop's side of the host.
      ...LEGACY_PATHS.flatMap(([from, to]) => [
        { source: `/:locale(de-DE|en-DE|en-US)/${from}`, destination: `/:locale/${to}`, permanent: true },
        { source: `/:locale(de-DE|en-DE|en-US)/${from}`, destination: `/portal/:locale/${to}`, basePath: false as const, permanent: true },
      ]),
      // deals.md §7 and account.md §7: /api/deal/{id}/mileage-report and /api/addons… outside the
      // base path, sent on with their method and body (why not a rewrite: lib/spec-api-redirects.ts).
      ...SPEC_API_REDIRECTS,
    ];
  },
  async headers() {
    const common = commonSecurityHeaders({ production: process.env.NODE_ENV === "production" });
    const lockedDown = [{ key: "Content-Security-Policy", value: LOCKED_DOWN_CSP }];
    return [
      { source: "/:path*", headers: common },
      // Pages get a nonce-based policy from proxy.ts, dotted paths too. What the proxy skips
      // (its matcher) serves nothing to run: the API, public/ and Next's assets.
      ...["/api/:path*", "/cars/:path*", "/fonts/:path*", "/icons/:path*", "/bench/:path*", "/_next/:path*"].map((source) => ({
        source,
        headers: lockedDown,
      })),
      // Outside the base path (Next's 404 of `/`, its redirects to the car search and of the old
      // shop paths) the production server's front door sets them (lib/security/request-guard.ts):
      // Next sends a redirect without the headers configured here.
    ];
  },
};

export default withVanillaExtract(withNextIntl(nextConfig));
