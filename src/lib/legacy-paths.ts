/**
 * account.md §2 Footer: "/fahrzeuge/elektro maps to /subscribe/{electric type}; /kaufen maps to
 * /buy; /faq-kaufen maps to /faq-buy" (the electric type is the site link `elektro`, docs/features.md "Car
 * search"). Next redirects them (`next.config.ts`); the page cache leaves them to it
 * (`cms/unknown-pages.ts`). Kept in step with deploy/nginx.conf.
 */
export const LEGACY_PATHS = [
  ["fahrzeuge/elektro", "subscribe/elektro"],
  ["kaufen", "buy"],
  ["faq-kaufen", "faq-buy"],
] as const;

/** Whether a path below the locale is an old shop path that redirects. */
export function isLegacyPath(below: readonly string[]): boolean {
  const path = below.join("/");
  return LEGACY_PATHS.some(([from]) => from === path);
}
