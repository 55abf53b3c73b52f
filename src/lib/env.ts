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
};
