/**
 * The one place that reads the environment (ARCHITECTURE.md principle 12; ESLint refuses
 * `process.env` elsewhere). Values are read on demand, never at import, because `next build`
 * imports modules without the production environment; each function takes the environment as a
 * parameter (default `process.env`) so tests pass their own. `validateEnv` checks every setting at
 * start (`src/instrumentation.ts`), so a typo fails the server's start, not a customer's request.
 * Not `server-only`: the seed CLI and the Playwright config read it under plain Node.
 *
 * Each setting is defined once in `env-schema.ts` (how it reads, what makes it malformed); an
 * environment is parsed once into a typed object (`settingsOf`), again only when a variable it read
 * changes, and `envProblems` reports what that same parse found.
 */
import { parse, problemOf, type Parsed } from "./env-parse";
import type { ContentfulSettings, Env, S3Settings, Settings, SocialProviderId, SocialProviderSettings } from "./env-schema";

export {
  CONTENTFUL_APP_ORIGINS,
  isFlagOn,
  SOCIAL_PROVIDER_IDS,
  type ContentfulSettings,
  type Env,
  type S3Settings,
  type Settings,
  type SocialProviderId,
  type SocialProviderSettings,
} from "./env-schema";

/** The process's environment; the default of every function here. */
export const currentEnv = (): Env => process.env;

// --- Runtime -------------------------------------------------------------------------------

export function isProduction(env: Env = currentEnv()): boolean {
  return settingsOf(env).nodeEnv === "production";
}

export function isDevelopment(env: Env = currentEnv()): boolean {
  return settingsOf(env).nodeEnv === "development";
}

/** Vitest's runs (it sets NODE_ENV "test"); no server runs so (server.mjs). */
export function isUnitTestRun(env: Env = currentEnv()): boolean {
  return settingsOf(env).nodeEnv === "test";
}

/** The origin the browser sees the portal on; sign-in cookies and trusted origins derive from it. */
export function portalOrigin(env: Env = currentEnv()): string {
  return settingsOf(env).portalOrigin;
}

/** `PORTAL_ORIGIN` as configured, or null: the BFF then trusts only the origin a request reached. */
export function configuredPortalOrigin(env: Env = currentEnv()): string | null {
  return settingsOf(env).configuredPortalOrigin;
}

/** `PORTAL_NOW` pins the portal's clock (an ISO date-time) for demos and deterministic tests. */
export function pinnedNow(env: Env = currentEnv()): string | null {
  return settingsOf(env).pinnedNow;
}

/**
 * This server's own origin on loopback, where the proxy asks it to render a public page for the page
 * cache (`lib/page-cache/`). `server.mjs` (as `next start`) records the port it listens on in the environment.
 */
export function ownOrigin(env: Env = currentEnv()): string {
  return settingsOf(env).ownOrigin;
}

/**
 * The hosts the page caches keep pages for (`isCacheableHost`): the configured public origin's and
 * this server's own address, under both loopback names (a health check, or a test asking one
 * instance of several); null, any Host, when `PORTAL_ORIGIN` is unset.
 */
export function pageCacheHosts(env: Env = currentEnv()): ReadonlySet<string> | null {
  const hosts = settingsOf(env).pageCacheHosts;
  return hosts && new Set(hosts);
}

// --- Data ----------------------------------------------------------------------------------

/** Where the embedded defaults keep their files: the PGlite data directory and the auth secret. */
export function portalDataDir(env: Env = currentEnv()): string {
  return settingsOf(env).portalDataDir;
}

export function pgliteDataDir(env: Env = currentEnv()): string {
  return settingsOf(env).pgliteDataDir;
}

/** A PostgreSQL server instead of the embedded PGlite, when set. */
export function databaseUrl(env: Env = currentEnv()): string | null {
  return settingsOf(env).databaseUrl;
}

// --- Shared state (several instances) -----------------------------------------------------

/**
 * `PORTAL_PRIVATE_CACHE=off` serves every signed-in page and BFF read afresh (docs/performance.md "Private
 * cache"): each then costs its render or query again. Writes still record their changes, so
 * instances may differ in this setting.
 */
export function privateCacheEnabled(env: Env = currentEnv()): boolean {
  return settingsOf(env).privateCacheEnabled;
}

/**
 * A Redis server (`redis://127.0.0.1:6379`), when set: sessions (better-auth's secondary storage),
 * Next's cache with its tags and the content generation are shared there, so several instances
 * behind a proxy behave as one. Unset, each lives in the process (one instance).
 */
export function redisUrl(env: Env = currentEnv()): string | null {
  return settingsOf(env).redisUrl;
}

/** S3-compatible storage for uploaded files when `S3_BUCKET` is set; null means the local folder. */
export function s3Settings(env: Env = currentEnv()): S3Settings | null {
  const value = settingsOf(env).s3Settings;
  return value && { ...value };
}

/** Where uploaded files live on the embedded default (no `S3_BUCKET`). */
export function uploadDir(env: Env = currentEnv()): string {
  return settingsOf(env).uploadDir;
}

// --- Sign-in -------------------------------------------------------------------------------

/** `BETTER_AUTH_SECRET`; unset, the embedded default generates one into the data directory. */
export function authSecret(env: Env = currentEnv()): string | null {
  return settingsOf(env).authSecret;
}

/**
 * `CHAT_TOKEN_SECRET`: the secret shared with the chat provider, which signs its tokens (account.md
 * §7 `GET /api/generateDecagonToken`). Unset, the embedded default derives one from the session
 * secret (`bff/chat/chat-token-secret.ts`), stable across restarts.
 */
export function chatTokenSecret(env: Env = currentEnv()): string | null {
  return settingsOf(env).chatTokenSecret;
}

/** `TRUSTED_PROXIES`: the proxies whose forwarded headers name the client (`bff/auth/client-address.ts`). */
export function trustedProxiesSetting(env: Env = currentEnv()): string | undefined {
  return settingsOf(env).trustedProxies;
}

/**
 * The demo personas are offered on the sign-in page only on the embedded defaults (no
 * DATABASE_URL), unless switched off with PORTAL_DEMO_PERSONAS=false.
 */
export function showDemoPersonas(env: Env = currentEnv()): boolean {
  return settingsOf(env).showDemoPersonas;
}

// --- Content -------------------------------------------------------------------------------

/** Contentful when a space and a delivery token are configured; null means the fixtures. */
export function contentfulSettings(env: Env = currentEnv()): ContentfulSettings | null {
  const value = settingsOf(env).contentfulSettings;
  return value && { ...value };
}

/** `PORTAL_FIXTURES_DIR`: fixtures read at run time instead of those bundled at build. */
export function fixturesDir(env: Env = currentEnv()): string | null {
  return settingsOf(env).fixturesDir;
}

/** Secret of the preview route; unset, there is no preview and draft mode is never honoured. */
export function previewSecret(env: Env = currentEnv()): string | null {
  return settingsOf(env).previewSecret;
}

/** Value of the publish webhook's `X-Webhook-Secret`; unset, there is no webhook. */
export function webhookSecret(env: Env = currentEnv()): string | null {
  return settingsOf(env).webhookSecret;
}

/**
 * Where the outbox delivers calls to the operations side (`bff/outbox/`): `AUTOMATION_WEBHOOK_URL`,
 * signed with `AUTOMATION_WEBHOOK_SECRET` when set. Unset, messages wait in the outbox, readable
 * with `npm run outbox` (the embedded default shows what would be sent).
 */
export function automationWebhook(env: Env = currentEnv()): { url: string; secret: string | null } | null {
  const value = settingsOf(env).automationWebhook;
  return value && { ...value };
}

/**
 * Where stored tracking events are forwarded (`bff/tracking/`): `TRACKING_COLLECTOR_URL`,
 * through the outbox (topic `tracking-event`), signed with `AUTOMATION_WEBHOOK_SECRET` when set.
 * Unset (the embedded default), events are only stored in `tracking_event`.
 */
export function trackingCollector(env: Env = currentEnv()): { url: string; secret: string | null } | null {
  const value = settingsOf(env).trackingCollector;
  return value && { ...value };
}

/**
 * Stripe for payment-method changes (account.md §4 "Password and payment"):
 * `STRIPE_SECRET_KEY` switches Checkout in setup mode on, `STRIPE_WEBHOOK_SECRET` checks the
 * signature of `checkout.session.completed` at `/portal/api/stripe/webhook`. Unset, the built-in
 * hosted payment page stands in.
 */
export function stripeConfig(env: Env = currentEnv()): { secretKey: string; webhookSecret: string | null } | null {
  const value = settingsOf(env).stripeConfig;
  return value && { ...value };
}

/**
 * The shop's checkout service (deals.md §7 "GET {origin}/api/checkout/deal/{id}/handoverDate"),
 * `PORTAL_CHECKOUT_ORIGIN`. Unset (the embedded default, which has no shop), the portal does not
 * ask it and shows the deal's own lead handover date.
 */
export function checkoutOrigin(env: Env = currentEnv()): string | null {
  return settingsOf(env).checkoutOrigin;
}

/** Key of the developer / editor-helper cookie pair (account.md §2 dev-only module). */
export function editorHelperSecret(env: Env = currentEnv()): string | null {
  return settingsOf(env).editorHelperSecret;
}

/** The Contentful space and environment an edit link opens, when configured. */
export function contentfulEditTarget(env: Env = currentEnv()): { spaceId: string; environment: string } | null {
  const value = settingsOf(env).contentfulEditTarget;
  return value && { ...value };
}

/**
 * The origins that may frame a draft preview and that the live-preview SDK talks to, one list for
 * both: `CONTENTFUL_APP_ORIGIN` (comma-separated) replaces Contentful's own, e.g. for an editor's
 * stand-in; unset, `CONTENTFUL_APP_ORIGINS`.
 */
export function contentfulAppOrigins(env: Env = currentEnv()): string[] {
  return [...settingsOf(env).contentfulAppOrigins];
}

/** Hosts besides the portal's own BFF that content-configured step forms may post to (comma-separated). */
export function formHosts(env: Env = currentEnv()): string[] {
  return [...settingsOf(env).formHosts];
}

// --- Features ------------------------------------------------------------------------------

/**
 * The app's deep link base (`PORTAL_APP_LINK`, unset the demo's `autoabo://portal`); the smart
 * banner opens the current page there, and /mobile/auth hands tokens only to links below it.
 * `off`: there is no app to open, no banner and no app sign-in.
 */
export function appLink(env: Env = currentEnv()): string | null {
  return settingsOf(env).appLink;
}

/**
 * The loyalty feature flag of account.md §4 ("Loyalty entry: a feature flag on, …"):
 * PORTAL_FEATURE_LOYALTY=false switches the programme off (its entry, and /loyalty then a 404).
 * Unset, it is on, on the embedded defaults and on a real database alike: a portal with the demo
 * personas shows every feature of the spec (off, no newcomer would ever see the programme), and
 * production keeps the switch.
 */
export function loyaltyEnabled(env: Env = currentEnv()): boolean {
  return settingsOf(env).loyaltyEnabled;
}

/**
 * The AI search's language model (account.md §5): an OpenAI-compatible chat-completions
 * API at `AI_SEARCH_LLM_URL` (its base, e.g. `https://api.openai.com/v1`), model
 * `AI_SEARCH_LLM_MODEL` (default `gpt-4o-mini`), key `AI_SEARCH_LLM_API_KEY`. Unset: the embedded
 * reader of the catalogue's own words answers, without any network.
 */
export function aiSearchLlm(env: Env = currentEnv()): { url: string; model: string; apiKey: string | null } | null {
  const value = settingsOf(env).aiSearchLlm;
  return value && { ...value };
}

// --- Sign-in mail and bot check ---------------------------------------------------------------

/**
 * `SMTP_URL` (smtp:// or smtps://, credentials in the URL): where the sign-in mails (magic links,
 * email verification, password reset) go out. Unset (the embedded default), they stay in the
 * database's mailbox (`mail_message`), readable on /{locale}/demo-mailbox and with `npm run mailbox`.
 */
export function smtpUrl(env: Env = currentEnv()): string | null {
  return settingsOf(env).smtpUrl;
}

/** `MAIL_FROM`: the sender of those mails. */
export function mailFrom(env: Env = currentEnv()): string {
  return settingsOf(env).mailFrom;
}

/**
 * `TURNSTILE_SECRET_KEY`: registration's bot-check tokens are verified with Cloudflare Turnstile.
 * Unset (the embedded default), only Cloudflare's documented dummy token "XXXX.DUMMY.TOKEN.XXXX"
 * passes, which is what the form sends without `TURNSTILE_SITE_KEY`.
 */
export function turnstileSecret(env: Env = currentEnv()): string | null {
  return settingsOf(env).turnstileSecret;
}

/** `TURNSTILE_SITE_KEY`: the form's Turnstile site key (public; passed to the form by the server page). */
export function turnstileSiteKey(env: Env = currentEnv()): string | null {
  return settingsOf(env).turnstileSiteKey;
}

/**
 * The demo mailbox page (/{locale}/demo-mailbox) exists only on the embedded default: no
 * SMTP_URL (a configured mailer delivers to real customers, whose links must never show on a
 * page), no DATABASE_URL (a real database is production's), and the demo personas not switched
 * off (PORTAL_DEMO_PERSONAS=false). Otherwise the page is a 404.
 */
export function demoMailboxEnabled(env: Env = currentEnv()): boolean {
  return settingsOf(env).demoMailboxEnabled;
}

// --- Social sign-in ---------------------------------------------------------------------------

/**
 * Google and Apple sign-in (account.md §1, §4): `GOOGLE_CLIENT_ID` + `GOOGLE_CLIENT_SECRET`,
 * `APPLE_CLIENT_ID` + `APPLE_CLIENT_SECRET` (Apple's is the signed client-secret JWT). A provider
 * without both is off, and its button is not shown.
 */
export function socialProviderSettings(env: Env = currentEnv()): SocialProviderSettings[] {
  const { google, apple } = settingsOf(env);
  return [google, apple].flatMap((provider) => (provider ? [{ ...provider }] : []));
}

/** The providers whose buttons the sign-in shows. */
export function configuredSocialProviders(env: Env = currentEnv()): SocialProviderId[] {
  return socialProviderSettings(env).map((provider) => provider.id);
}

// --- Test and benchmark switches -------------------------------------------------------------

/** `PORTAL_BENCH=1` serves the benchmark's yardstick routes; they are 404s otherwise. */
export function benchRoutesEnabled(env: Env = currentEnv()): boolean {
  return settingsOf(env).benchRoutesEnabled;
}

/** `PORTAL_FAULTS=1` asks for the fault suite's switch (`bff/faults.ts` adds its own guard). */
export function faultsRequested(env: Env = currentEnv()): boolean {
  return settingsOf(env).faultsRequested;
}

// --- Start-up check ------------------------------------------------------------------------

/**
 * Every setting that can be malformed, checked once at start: the problems, in words an operator
 * acts on. `extraChecks` lets other layers add theirs (the BFF's proxy list) without this module
 * importing them.
 */
export function envProblems(env: Env = currentEnv(), extraChecks: ReadonlyArray<(env: Env) => void> = []): string[] {
  const extra = extraChecks.flatMap((check) => problemOf("setting", () => check(env)));
  return [...parsedOf(env).problems, ...extra];
}

/** Throws at start when a setting is malformed, naming every problem at once. */
export function validateEnv(env: Env = currentEnv(), extraChecks: ReadonlyArray<(env: Env) => void> = []): void {
  const problems = envProblems(env, extraChecks);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n- ${problems.join("\n- ")}`);
}

// --- One parse per environment -------------------------------------------------------------

/** The latest parse of each environment object (`process.env`, or a test's own). */
const parsedByEnv = new WeakMap<Env, Parsed>();

/**
 * The typed settings of an environment, parsed once and parsed again only when a variable the parse
 * read has changed since (`process.env` is one mutable object: Next loads `.env` files into it, tests
 * stub it). A malformed setting throws when it is read, as `validateEnv` reports it at start.
 */
export function settingsOf(env: Env = currentEnv()): Settings {
  return parsedOf(env).settings;
}

function parsedOf(env: Env): Parsed {
  const cached = parsedByEnv.get(env);
  if (cached && cached.readValues.every(([name, value]) => env[name] === value)) return cached;
  const parsed = parse(env);
  parsedByEnv.set(env, parsed);
  return parsed;
}
