/**
 * The one place that reads the environment (ARCHITECTURE.md principle 12; ESLint refuses
 * `process.env` elsewhere). Values are read on demand, never at import, because `next build`
 * imports modules without the production environment; each function takes the environment as a
 * parameter (default `process.env`) so tests pass their own. `validateEnv` checks every setting at
 * start (`src/instrumentation.ts`), so a typo fails the server's start, not a customer's request.
 * Not `server-only`: the seed CLI and the Playwright config read it under plain Node.
 */
export type Env = Readonly<Record<string, string | undefined>>;

/** The process's environment; the default of every function here. */
export const currentEnv = (): Env => process.env;

/** A setting is on only when set to exactly "true" (or "1" where noted); anything else is off. */
export function isFlagOn(value: string | undefined): boolean {
  return value === "true";
}

// --- Runtime -------------------------------------------------------------------------------

export function isProduction(env: Env = currentEnv()): boolean {
  return env.NODE_ENV === "production";
}

export function isDevelopment(env: Env = currentEnv()): boolean {
  return env.NODE_ENV === "development";
}

/** The origin the browser sees the portal on; sign-in cookies and trusted origins derive from it. */
export function portalOrigin(env: Env = currentEnv()): string {
  const configured = env.PORTAL_ORIGIN || `http://localhost:${env.PORT || "3000"}`;
  return new URL(configured).origin;
}

/** `PORTAL_ORIGIN` as configured, or null: the BFF then trusts only the origin a request reached. */
export function configuredPortalOrigin(env: Env = currentEnv()): string | null {
  return env.PORTAL_ORIGIN ? new URL(env.PORTAL_ORIGIN).origin : null;
}

/** `PORTAL_NOW` pins the portal's clock (an ISO date-time) for demos and deterministic tests. */
export function pinnedNow(env: Env = currentEnv()): string | null {
  return env.PORTAL_NOW || null;
}

/**
 * This server's own origin on loopback, where the proxy asks it to render a public page for the page
 * cache (`lib/page-cache/`). `server.mjs` (as `next start`) records the port it listens on in the environment.
 */
export function ownOrigin(env: Env = currentEnv()): string {
  const recorded = env.__NEXT_PRIVATE_ORIGIN;
  const origin = recorded ? new URL(recorded) : new URL(`http://127.0.0.1:${env.PORT || "3000"}`);
  if (origin.hostname === "localhost") origin.hostname = "127.0.0.1";
  return origin.origin;
}

/**
 * The hosts the page caches keep pages for (`isCacheableHost`): the configured public origin's and
 * this server's own address, under both loopback names (a health check, or a test asking one
 * instance of several); null, any Host, when `PORTAL_ORIGIN` is unset.
 */
export function pageCacheHosts(env: Env = currentEnv()): ReadonlySet<string> | null {
  const configured = configuredPortalOrigin(env);
  if (!configured) return null;
  const own = new URL(ownOrigin(env));
  const named = new URL(own);
  named.hostname = "localhost";
  return new Set([new URL(configured).host, own.host, named.host]);
}

// --- Data ----------------------------------------------------------------------------------

/** Where the embedded defaults keep their files: the PGlite data directory and the auth secret. */
export function portalDataDir(env: Env = currentEnv()): string {
  return env.PORTAL_DATA_DIR || ".data";
}

export function pgliteDataDir(env: Env = currentEnv()): string {
  return inDataDir(portalDataDir(env), "pglite");
}

/**
 * A folder inside the data directory. Not `node:path`: the browser's clock reads this module
 * (`pinnedNow`), and the bundler would ship a polyfill of `path` to every page with a form.
 */
function inDataDir(dataDir: string, name: string): string {
  return `${dataDir.replace(/\/+$/, "")}/${name}`;
}

/** A PostgreSQL server instead of the embedded PGlite, when set. */
export function databaseUrl(env: Env = currentEnv()): string | null {
  return env.DATABASE_URL || null;
}

// --- Shared state (several instances) -----------------------------------------------------

/**
 * A Redis server (`redis://127.0.0.1:6379`), when set: sessions (better-auth's secondary storage),
 * Next's cache with its tags and the content generation are shared there, so several instances
 * behind a proxy behave as one. Unset, each lives in the process (one instance).
 */
/**
 * `PORTAL_PRIVATE_CACHE=off` serves every signed-in page and BFF read afresh (docs/performance.md "Private
 * cache"): each then costs its render or query again. Writes still record their changes, so
 * instances may differ in this setting.
 */
export function privateCacheEnabled(env: Env = currentEnv()): boolean {
  return env.PORTAL_PRIVATE_CACHE !== "off";
}

export function redisUrl(env: Env = currentEnv()): string | null {
  return env.REDIS_URL || null;
}

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style URLs (`http://host/bucket/key`): what S3-compatible stand-ins such as s3rver or MinIO need. */
  forcePathStyle: boolean;
}

/** S3-compatible storage for uploaded files when `S3_BUCKET` is set; null means the local folder. */
export function s3Settings(env: Env = currentEnv()): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || "eu-central-1",
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: isFlagOn(env.S3_FORCE_PATH_STYLE),
  };
}

/** Where uploaded files live on the embedded default (no `S3_BUCKET`). */
export function uploadDir(env: Env = currentEnv()): string {
  return inDataDir(portalDataDir(env), "uploads");
}

// --- Sign-in -------------------------------------------------------------------------------

/** `BETTER_AUTH_SECRET`; unset, the embedded default generates one into the data directory. */
export function authSecret(env: Env = currentEnv()): string | null {
  return env.BETTER_AUTH_SECRET || null;
}

/**
 * `CHAT_TOKEN_SECRET`: the secret shared with the chat provider, which signs its tokens (account.md
 * §7 `GET /api/generateDecagonToken`). Unset, the embedded default derives one from the session
 * secret (`bff/chat/chat-token-secret.ts`), stable across restarts.
 */
export function chatTokenSecret(env: Env = currentEnv()): string | null {
  return env.CHAT_TOKEN_SECRET || null;
}

/** `TRUSTED_PROXIES`: the proxies whose forwarded headers name the client (`bff/auth/client-address.ts`). */
export function trustedProxiesSetting(env: Env = currentEnv()): string | undefined {
  return env.TRUSTED_PROXIES;
}

/**
 * The demo personas are offered on the sign-in page only on the embedded defaults (no
 * DATABASE_URL), unless switched off with PORTAL_DEMO_PERSONAS=false.
 */
export function showDemoPersonas(env: Env = currentEnv()): boolean {
  return !env.DATABASE_URL && env.PORTAL_DEMO_PERSONAS !== "false";
}

// --- Content -------------------------------------------------------------------------------

export interface ContentfulSettings {
  spaceId: string;
  deliveryToken: string;
  previewToken: string | null;
  environment: string;
  /** `CONTENTFUL_HOST` as configured: another Delivery API host or an http origin of a stand-in. */
  host: string | undefined;
}

/** Contentful when a space and a delivery token are configured; null means the fixtures. */
export function contentfulSettings(env: Env = currentEnv()): ContentfulSettings | null {
  const { CONTENTFUL_SPACE_ID: spaceId, CONTENTFUL_DELIVERY_TOKEN: deliveryToken } = env;
  if (!spaceId || !deliveryToken) return null;
  return {
    spaceId,
    deliveryToken,
    previewToken: env.CONTENTFUL_PREVIEW_TOKEN || null,
    environment: env.CONTENTFUL_ENVIRONMENT || "master",
    host: env.CONTENTFUL_HOST || undefined,
  };
}

/** `PORTAL_FIXTURES_DIR`: fixtures read at run time instead of those bundled at build. */
export function fixturesDir(env: Env = currentEnv()): string | null {
  return env.PORTAL_FIXTURES_DIR || null;
}

/** Secret of the preview route; unset, there is no preview and draft mode is never honoured. */
export function previewSecret(env: Env = currentEnv()): string | null {
  return env.CONTENTFUL_PREVIEW_SECRET || null;
}

/** Value of the publish webhook's `X-Webhook-Secret`; unset, there is no webhook. */
export function webhookSecret(env: Env = currentEnv()): string | null {
  return env.CONTENTFUL_WEBHOOK_SECRET || null;
}

/**
 * Where the outbox delivers calls to the operations side (`bff/outbox/`): `AUTOMATION_WEBHOOK_URL`,
 * signed with `AUTOMATION_WEBHOOK_SECRET` when set. Unset, messages wait in the outbox, readable
 * with `npm run outbox` (the embedded default shows what would be sent).
 */
export function automationWebhook(env: Env = currentEnv()): { url: string; secret: string | null } | null {
  return env.AUTOMATION_WEBHOOK_URL ? { url: new URL(env.AUTOMATION_WEBHOOK_URL).toString(), secret: env.AUTOMATION_WEBHOOK_SECRET || null } : null;
}

/**
 * Where stored tracking events are forwarded (issue 19; `bff/tracking/`): `TRACKING_COLLECTOR_URL`,
 * through the outbox (topic `tracking-event`), signed with `AUTOMATION_WEBHOOK_SECRET` when set.
 * Unset (the embedded default), events are only stored in `tracking_event`.
 */
export function trackingCollector(env: Env = currentEnv()): { url: string; secret: string | null } | null {
  return env.TRACKING_COLLECTOR_URL ? { url: new URL(env.TRACKING_COLLECTOR_URL).toString(), secret: env.AUTOMATION_WEBHOOK_SECRET || null } : null;
}

/**
 * Stripe for payment-method changes (account.md §4 "Password and payment", issue 17):
 * `STRIPE_SECRET_KEY` switches Checkout in setup mode on, `STRIPE_WEBHOOK_SECRET` checks the
 * signature of `checkout.session.completed` at `/portal/api/stripe/webhook`. Unset, the built-in
 * hosted payment page stands in.
 */
export function stripeConfig(env: Env = currentEnv()): { secretKey: string; webhookSecret: string | null } | null {
  return env.STRIPE_SECRET_KEY ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET || null } : null;
}

/**
 * The shop's checkout service (deals.md §7 "GET {origin}/api/checkout/deal/{id}/handoverDate"),
 * `PORTAL_CHECKOUT_ORIGIN`. Unset (the embedded default, which has no shop), the portal does not
 * ask it and shows the deal's own lead handover date.
 */
export function checkoutOrigin(env: Env = currentEnv()): string | null {
  return env.PORTAL_CHECKOUT_ORIGIN ? new URL(env.PORTAL_CHECKOUT_ORIGIN).origin : null;
}

/** Key of the developer / editor-helper cookie pair (account.md §2 dev-only module). */
export function editorHelperSecret(env: Env = currentEnv()): string | null {
  return env.PORTAL_EDITOR_HELPER_SECRET || null;
}

/** The Contentful space and environment an edit link opens, when configured. */
export function contentfulEditTarget(env: Env = currentEnv()): { spaceId: string; environment: string } | null {
  return env.CONTENTFUL_SPACE_ID ? { spaceId: env.CONTENTFUL_SPACE_ID, environment: env.CONTENTFUL_ENVIRONMENT || "master" } : null;
}

/** Contentful's web app in its two regions: where an editor's draft preview is framed (issue 41 item 1). */
export const CONTENTFUL_APP_ORIGINS = ["https://app.contentful.com", "https://app.eu.contentful.com"] as const;

/**
 * The origins that may frame a draft preview and that the live-preview SDK talks to, one list for
 * both: `CONTENTFUL_APP_ORIGIN` (comma-separated) replaces Contentful's own, e.g. for an editor's
 * stand-in; unset, `CONTENTFUL_APP_ORIGINS`.
 */
export function contentfulAppOrigins(env: Env = currentEnv()): string[] {
  const configured = (env.CONTENTFUL_APP_ORIGIN ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return configured.length > 0 ? configured : [...CONTENTFUL_APP_ORIGINS];
}

/** Hosts besides the portal's own BFF that content-configured step forms may post to (comma-separated). */
export function formHosts(env: Env = currentEnv()): string[] {
  return (env.PORTAL_FORM_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim())
    .filter(Boolean);
}

// --- Features ------------------------------------------------------------------------------

/**
 * The app's deep link base (e.g. `autoabo://portal`); the smart banner opens the current page
 * there. Unset: there is no app to open, and no banner.
 */
export function appLink(env: Env = currentEnv()): string | null {
  return env.PORTAL_APP_LINK || null;
}

/**
 * The loyalty feature flag of account.md §4 ("Loyalty entry: a feature flag on, …"):
 * PORTAL_FEATURE_LOYALTY=true or =false decides. Unset, it is on on the embedded defaults (no
 * DATABASE_URL), whose demo shows every feature of the spec (issue 38: with it off, /loyalty was a
 * 404 and no newcomer ever saw the programme), and off with a real database, where it stays
 * production's switch.
 */
export function loyaltyEnabled(env: Env = currentEnv()): boolean {
  const setting = env.PORTAL_FEATURE_LOYALTY;
  if (setting === undefined || setting === "") return !databaseUrl(env);
  return isFlagOn(setting);
}

/**
 * The AI search's language model (issue 19, account.md §5): an OpenAI-compatible chat-completions
 * API at `AI_SEARCH_LLM_URL` (its base, e.g. `https://api.openai.com/v1`), model
 * `AI_SEARCH_LLM_MODEL` (default `gpt-4o-mini`), key `AI_SEARCH_LLM_API_KEY`. Unset: the embedded
 * reader of the catalogue's own words answers, without any network.
 */
export function aiSearchLlm(env: Env = currentEnv()): { url: string; model: string; apiKey: string | null } | null {
  if (!env.AI_SEARCH_LLM_URL) return null;
  const url = new URL(env.AI_SEARCH_LLM_URL).toString().replace(/\/$/, "");
  return { url, model: env.AI_SEARCH_LLM_MODEL || "gpt-4o-mini", apiKey: env.AI_SEARCH_LLM_API_KEY || null };
}

// --- Sign-in mail and bot check (issue 16) ----------------------------------------------------

/**
 * `SMTP_URL` (smtp:// or smtps://, credentials in the URL): where the sign-in mails (magic links,
 * email verification, password reset) go out. Unset (the embedded default), they stay in the
 * database's mailbox (`mail_message`), readable on /{locale}/demo-mailbox and with `npm run mailbox`.
 */
export function smtpUrl(env: Env = currentEnv()): string | null {
  return env.SMTP_URL || null;
}

/** `MAIL_FROM`: the sender of those mails. */
export function mailFrom(env: Env = currentEnv()): string {
  return env.MAIL_FROM || "Kundenportal <no-reply@portal.example>";
}

/**
 * `TURNSTILE_SECRET_KEY`: registration's bot-check tokens are verified with Cloudflare Turnstile.
 * Unset (the embedded default), only Cloudflare's documented dummy token "XXXX.DUMMY.TOKEN.XXXX"
 * passes, which is what the form sends without `TURNSTILE_SITE_KEY`.
 */
export function turnstileSecret(env: Env = currentEnv()): string | null {
  return env.TURNSTILE_SECRET_KEY || null;
}

/** `TURNSTILE_SITE_KEY`: the form's Turnstile site key (public; passed to the form by the server page). */
export function turnstileSiteKey(env: Env = currentEnv()): string | null {
  return env.TURNSTILE_SITE_KEY || null;
}

/**
 * The demo mailbox page (/{locale}/demo-mailbox) exists only on the embedded default: no
 * SMTP_URL (a configured mailer delivers to real customers, whose links must never show on a
 * page), no DATABASE_URL (a real database is production's), and the demo personas not switched
 * off (PORTAL_DEMO_PERSONAS=false). Otherwise the page is a 404.
 */
export function demoMailboxEnabled(env: Env = currentEnv()): boolean {
  return !smtpUrl(env) && showDemoPersonas(env);
}

// --- Social sign-in (issue 16) ----------------------------------------------------------------

export type SocialProviderId = "google" | "apple";
export const SOCIAL_PROVIDER_IDS: readonly SocialProviderId[] = ["google", "apple"];

export interface SocialProviderSettings {
  id: SocialProviderId;
  clientId: string;
  clientSecret: string;
  /**
   * An OpenID Connect issuer standing in for the provider (`GOOGLE_OIDC_ISSUER`, `APPLE_OIDC_ISSUER`,
   * e.g. the e2e's `tests/helpers/oidc-stand-in.mjs`): its discovery document names the endpoints
   * and keys instead of Google's or Apple's fixed ones. Null: the real provider.
   */
  issuer: string | null;
}

/**
 * Google and Apple sign-in (account.md §1, §4): `GOOGLE_CLIENT_ID` + `GOOGLE_CLIENT_SECRET`,
 * `APPLE_CLIENT_ID` + `APPLE_CLIENT_SECRET` (Apple's is the signed client-secret JWT). A provider
 * without both is off, and its button is not shown.
 */
export function socialProviderSettings(env: Env = currentEnv()): SocialProviderSettings[] {
  return SOCIAL_PROVIDER_IDS.flatMap((id) => {
    const prefix = id.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) return [];
    const issuer = env[`${prefix}_OIDC_ISSUER`];
    return [{ id, clientId, clientSecret, issuer: issuer ? new URL(issuer).toString().replace(/\/$/, "") : null }];
  });
}

/** The providers whose buttons the sign-in shows. */
export function configuredSocialProviders(env: Env = currentEnv()): SocialProviderId[] {
  return socialProviderSettings(env).map((provider) => provider.id);
}

// --- Test and benchmark switches -------------------------------------------------------------

/** `PORTAL_BENCH=1` serves the benchmark's yardstick routes; they are 404s otherwise. */
export function benchRoutesEnabled(env: Env = currentEnv()): boolean {
  return env.PORTAL_BENCH === "1";
}

/** `PORTAL_FAULTS=1` asks for the fault suite's switch (`bff/faults.ts` adds its own guard). */
export function faultsRequested(env: Env = currentEnv()): boolean {
  return env.PORTAL_FAULTS === "1";
}

// --- Start-up check ------------------------------------------------------------------------

/**
 * Every setting that can be malformed, checked once at start: the problems, in words an operator
 * acts on. `extraChecks` lets other layers add theirs (the BFF's proxy list) without this module
 * importing them.
 */
export function envProblems(env: Env = currentEnv(), extraChecks: ReadonlyArray<(env: Env) => void> = []): string[] {
  const problems: string[] = [];
  const check = (name: string, test: () => unknown) => {
    try {
      test();
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  check("PORTAL_ORIGIN", () => portalOrigin(env));
  check("PORTAL_NOW", () => {
    const pinned = pinnedNow(env);
    if (pinned && Number.isNaN(Date.parse(pinned))) throw new Error(`"${pinned}" is not an ISO date-time`);
  });
  check("PORTAL_PRIVATE_CACHE", () => {
    const value = env.PORTAL_PRIVATE_CACHE;
    if (value !== undefined && value !== "" && value !== "on" && value !== "off") throw new Error(`must be "on" or "off", not "${value}"`);
  });
  check("PORTAL_FEATURE_LOYALTY", () => {
    const value = env.PORTAL_FEATURE_LOYALTY;
    if (value !== undefined && value !== "" && value !== "true" && value !== "false") throw new Error(`must be "true" or "false", not "${value}"`);
  });
  check("DATABASE_URL", () => {
    const url = databaseUrl(env);
    if (url && !/^postgres(ql)?:$/.test(new URL(url).protocol)) throw new Error("must be a postgres:// URL");
  });
  check("REDIS_URL", () => {
    const url = redisUrl(env);
    if (url && !/^rediss?:$/.test(new URL(url).protocol)) throw new Error("must be a redis:// or rediss:// URL");
  });
  check("S3_ENDPOINT", () => {
    const endpoint = env.S3_ENDPOINT;
    if (endpoint && !/^https?:$/.test(new URL(endpoint).protocol)) throw new Error("must be an http(s) URL");
  });
  check("AUTOMATION_WEBHOOK_URL", () => {
    const webhook = automationWebhook(env);
    if (webhook && !/^https?:$/.test(new URL(webhook.url).protocol)) throw new Error("must be an http(s) URL");
  });
  check("TRACKING_COLLECTOR_URL", () => {
    const collector = trackingCollector(env);
    if (collector && !/^https?:$/.test(new URL(collector.url).protocol)) throw new Error("must be an http(s) URL");
  });
  check("PORTAL_CHECKOUT_ORIGIN", () => {
    const origin = checkoutOrigin(env);
    if (origin && !/^https?:$/.test(new URL(origin).protocol)) throw new Error("must be an http(s) URL");
  });
  check("AI_SEARCH_LLM_URL", () => {
    const llm = aiSearchLlm(env);
    if (llm && !/^https?:$/.test(new URL(llm.url).protocol)) throw new Error("must be an http(s) URL");
  });
  check("CONTENTFUL_HOST", () => {
    const host = env.CONTENTFUL_HOST;
    if (host && host.includes("://")) new URL(host);
  });
  check("STRIPE_SECRET_KEY", () => {
    const stripe = stripeConfig(env);
    if (stripe && !/^(sk|rk)_(test|live)_\w+$/.test(stripe.secretKey)) throw new Error("must be a Stripe secret key (sk_test_…, sk_live_…)");
    if (stripe && isProduction(env) && !stripe.webhookSecret) throw new Error("needs STRIPE_WEBHOOK_SECRET in production");
  });
  check("PORTAL_FORM_HOSTS", () => {
    for (const host of formHosts(env)) if (!/^[a-z0-9.-]+(:\d+)?$/i.test(host)) throw new Error(`"${host}" is not a host name`);
  });
  check("SMTP_URL", () => {
    const url = smtpUrl(env);
    if (url && !/^smtps?:$/.test(new URL(url).protocol)) throw new Error("must be an smtp:// or smtps:// URL");
  });
  for (const id of SOCIAL_PROVIDER_IDS) {
    const prefix = id.toUpperCase();
    check(`${prefix}_CLIENT_ID`, () => {
      if (Boolean(env[`${prefix}_CLIENT_ID`]) !== Boolean(env[`${prefix}_CLIENT_SECRET`]))
        throw new Error(`needs ${prefix}_CLIENT_SECRET too (and the other way round)`);
    });
    check(`${prefix}_OIDC_ISSUER`, () => {
      const issuer = env[`${prefix}_OIDC_ISSUER`];
      if (issuer && !/^https?:$/.test(new URL(issuer).protocol)) throw new Error("must be an http(s) URL");
    });
  }
  check("BETTER_AUTH_SECRET", () => {
    if (isProduction(env) && databaseUrl(env) && !authSecret(env)) throw new Error("is required in production with DATABASE_URL");
  });
  for (const extra of extraChecks) check("setting", () => extra(env));
  return problems;
}

/** Throws at start when a setting is malformed, naming every problem at once. */
export function validateEnv(env: Env = currentEnv(), extraChecks: ReadonlyArray<(env: Env) => void> = []): void {
  const problems = envProblems(env, extraChecks);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n- ${problems.join("\n- ")}`);
}
