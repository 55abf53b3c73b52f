import { parseAllowedHosts } from "@/features/step-forms/rules/endpoint-allow-list";

/**
 * Typed access to the app's environment. Server-only values are read on demand, never at import,
 * because `next build` imports modules without the production environment.
 */
export const env = {
  /** A Postgres server instead of the embedded PGlite database. */
  databaseUrl: () => process.env.DATABASE_URL || null,
  /**
   * The demo personas are offered on the sign-in page only on the embedded defaults (no
   * DATABASE_URL), unless switched off with PORTAL_DEMO_PERSONAS=false.
   */
  showDemoPersonas: () => !process.env.DATABASE_URL && process.env.PORTAL_DEMO_PERSONAS !== "false",
  /** Hosts besides the portal's own BFF that content-configured step forms may post to (comma-separated). */
  formHosts: () => parseAllowedHosts(process.env.PORTAL_FORM_HOSTS),
  /**
   * The app's deep link base (e.g. `autoabo://portal`); the smart banner opens the current page
   * there. Unset: there is no app to open, and no banner.
   */
  appLink: () => process.env.PORTAL_APP_LINK || null,
  /**
   * The loyalty feature flag of account.md §4 ("Loyalty entry: a feature flag on, …"); off unless
   * PORTAL_FEATURE_LOYALTY=true, as the loyalty programme is not built yet (issue 18).
   */
  loyaltyEnabled: () => isFlagOn(process.env.PORTAL_FEATURE_LOYALTY),
};

/** A feature flag is on only when set to exactly "true"; unset, empty or anything else is off. */
export function isFlagOn(value: string | undefined): boolean {
  return value === "true";
}
