/**
 * Every setting the portal reads from the environment, defined once: how its value reads (a malformed
 * one throws) and what else makes it malformed, under the variable the start-up check names.
 * `lib/env.ts` parses this schema once per environment into a typed object; nothing here reads
 * `process.env` (an environment is always passed in).
 */
export type Env = Readonly<Record<string, string | undefined>>;

/** A setting is on only when set to exactly "true" (or "1" where noted); anything else is off. */
export function isFlagOn(value: string | undefined): boolean {
  return value === "true";
}

/** A check's finding in words an operator acts on; undefined when the value is fine. A check may also throw. */
type Check<T> = { variable: string; problem: (value: T, env: Env) => string | undefined };

export interface SettingDefinition<T> {
  read: (env: Env) => T;
  /** The variable a failed `read` is reported under; unset, a failed read is not a start-up problem. */
  readReportedAs?: string;
  /** Run when `read` succeeded, in order. */
  checks?: Check<T>[];
}

const define = <T>(definition: SettingDefinition<T>) => definition;

const isHttp = (url: string) => /^https?:$/.test(new URL(url).protocol);
const mustBeHttp = (url: string | null | undefined) => (url && !isHttp(url) ? "must be an http(s) URL" : undefined);
const oneOf = (value: string | undefined, allowed: readonly string[]) =>
  value !== undefined && value !== "" && !allowed.includes(value)
    ? `must be ${allowed.map((a) => `"${a}"`).join(" or ")}, not "${value}"`
    : undefined;

/** A comma-separated list, trimmed, without empty entries. */
const listOf = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** `<url>` without a trailing slash. */
const withoutTrailingSlash = (url: string) => new URL(url).toString().replace(/\/$/, "");

/**
 * A folder inside the data directory. Not `node:path`: the browser's clock reads this module
 * (`pinnedNow`), and the bundler would ship a polyfill of `path` to every page with a form.
 */
const inDataDir = (dataDir: string, name: string) => `${dataDir.replace(/\/+$/, "")}/${name}`;

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style URLs (`http://host/bucket/key`): what S3-compatible stand-ins such as s3rver or MinIO need. */
  forcePathStyle: boolean;
}

export interface ContentfulSettings {
  spaceId: string;
  deliveryToken: string;
  previewToken: string | null;
  environment: string;
  /** `CONTENTFUL_HOST` as configured: another Delivery API host or an http origin of a stand-in. */
  host: string | undefined;
  /** `CONTENTFUL_PREVIEW_HOST`: another Preview API host (drafts) or an http origin of a stand-in. */
  previewHost: string | undefined;
}

export type SocialProviderId = "google" | "apple";
export const SOCIAL_PROVIDER_IDS: readonly SocialProviderId[] = ["google", "apple"];

export interface SocialProviderSettings {
  id: SocialProviderId;
  clientId: string;
  clientSecret: string;
  /**
   * An OpenID Connect issuer standing in for the provider (`GOOGLE_OIDC_ISSUER`, `APPLE_OIDC_ISSUER`,
   * e.g. the stand-in of `server/demo-identity.mjs`): its discovery document names the endpoints
   * and keys instead of Google's or Apple's fixed ones. Null: the real provider.
   */
  issuer: string | null;
}

/** A provider is on with both its client id and secret. */
function socialProvider(id: SocialProviderId) {
  const prefix = id.toUpperCase();
  return define<SocialProviderSettings | null>({
    read: (env) => {
      const clientId = env[`${prefix}_CLIENT_ID`];
      const clientSecret = env[`${prefix}_CLIENT_SECRET`];
      if (!clientId || !clientSecret) return null;
      const issuer = env[`${prefix}_OIDC_ISSUER`];
      return { id, clientId, clientSecret, issuer: issuer ? withoutTrailingSlash(issuer) : null };
    },
    readReportedAs: `${prefix}_OIDC_ISSUER`,
    checks: [
      {
        variable: `${prefix}_CLIENT_ID`,
        problem: (_, env) =>
          Boolean(env[`${prefix}_CLIENT_ID`]) !== Boolean(env[`${prefix}_CLIENT_SECRET`])
            ? `needs ${prefix}_CLIENT_SECRET too (and the other way round)`
            : undefined,
      },
      { variable: `${prefix}_OIDC_ISSUER`, problem: (_, env) => mustBeHttp(env[`${prefix}_OIDC_ISSUER`]) },
    ],
  });
}

/** Contentful's web app in its two regions: where an editor's draft preview is framed. */
export const CONTENTFUL_APP_ORIGINS = ["https://app.contentful.com", "https://app.eu.contentful.com"] as const;

const isProduction = (env: Env) => env.NODE_ENV === "production";
const configuredPortalOriginIn = (env: Env) => (env.PORTAL_ORIGIN ? new URL(env.PORTAL_ORIGIN).origin : null);
/** `localhost` as `127.0.0.1`, so that the page cache's own requests name one host. */
function ownOriginIn(env: Env): string {
  const recorded = env.__NEXT_PRIVATE_ORIGIN;
  const origin = recorded ? new URL(recorded) : new URL(`http://127.0.0.1:${env.PORT || "3000"}`);
  if (origin.hostname === "localhost") origin.hostname = "127.0.0.1";
  return origin.origin;
}
const databaseUrlOf = (env: Env) => env.DATABASE_URL || null;
const showDemoPersonasIn = (env: Env) => !env.DATABASE_URL && env.PORTAL_DEMO_PERSONAS !== "false";

/**
 * The portal's app, as the demo names it: unset, the app smart banner and the app sign-in (deals.md
 * §2, §4, §7) work on every portal, as every feature of the spec does (issue 38: the demo shows
 * them all); `PORTAL_APP_LINK=off` is the production switch for a portal without an app.
 */
export const DEMO_APP_LINK = "autoabo://portal";

/** The settings, in the order the start-up check reports their problems. */
export const SETTINGS = {
  portalOrigin: define({
    read: (env) => new URL(env.PORTAL_ORIGIN || `http://localhost:${env.PORT || "3000"}`).origin,
    readReportedAs: "PORTAL_ORIGIN",
  }),
  pinnedNow: define({
    read: (env) => env.PORTAL_NOW || null,
    checks: [
      {
        variable: "PORTAL_NOW",
        problem: (pinned) => (pinned && Number.isNaN(Date.parse(pinned)) ? `"${pinned}" is not an ISO date-time` : undefined),
      },
    ],
  }),
  privateCacheEnabled: define({
    read: (env) => env.PORTAL_PRIVATE_CACHE !== "off",
    checks: [{ variable: "PORTAL_PRIVATE_CACHE", problem: (_, env) => oneOf(env.PORTAL_PRIVATE_CACHE, ["on", "off"]) }],
  }),
  loyaltyEnabled: define({
    read: (env) => {
      const setting = env.PORTAL_FEATURE_LOYALTY;
      return setting === undefined || setting === "" || isFlagOn(setting);
    },
    checks: [{ variable: "PORTAL_FEATURE_LOYALTY", problem: (_, env) => oneOf(env.PORTAL_FEATURE_LOYALTY, ["true", "false"]) }],
  }),
  databaseUrl: define({
    read: databaseUrlOf,
    checks: [
      {
        variable: "DATABASE_URL",
        problem: (url) => (url && !/^postgres(ql)?:$/.test(new URL(url).protocol) ? "must be a postgres:// URL" : undefined),
      },
    ],
  }),
  redisUrl: define({
    read: (env) => env.REDIS_URL || null,
    checks: [
      {
        variable: "REDIS_URL",
        problem: (url) => (url && !/^rediss?:$/.test(new URL(url).protocol) ? "must be a redis:// or rediss:// URL" : undefined),
      },
    ],
  }),
  s3Settings: define<S3Settings | null>({
    read: (env) =>
      env.S3_BUCKET
        ? {
            endpoint: env.S3_ENDPOINT || undefined,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION || "eu-central-1",
            accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
            forcePathStyle: isFlagOn(env.S3_FORCE_PATH_STYLE),
          }
        : null,
    checks: [{ variable: "S3_ENDPOINT", problem: (_, env) => mustBeHttp(env.S3_ENDPOINT) }],
  }),
  automationWebhook: define({
    read: (env) =>
      env.AUTOMATION_WEBHOOK_URL ? { url: new URL(env.AUTOMATION_WEBHOOK_URL).toString(), secret: env.AUTOMATION_WEBHOOK_SECRET || null } : null,
    readReportedAs: "AUTOMATION_WEBHOOK_URL",
    checks: [{ variable: "AUTOMATION_WEBHOOK_URL", problem: (webhook) => mustBeHttp(webhook?.url) }],
  }),
  trackingCollector: define({
    read: (env) =>
      env.TRACKING_COLLECTOR_URL ? { url: new URL(env.TRACKING_COLLECTOR_URL).toString(), secret: env.AUTOMATION_WEBHOOK_SECRET || null } : null,
    readReportedAs: "TRACKING_COLLECTOR_URL",
    checks: [{ variable: "TRACKING_COLLECTOR_URL", problem: (collector) => mustBeHttp(collector?.url) }],
  }),
  checkoutOrigin: define({
    read: (env) => (env.PORTAL_CHECKOUT_ORIGIN ? new URL(env.PORTAL_CHECKOUT_ORIGIN).origin : null),
    readReportedAs: "PORTAL_CHECKOUT_ORIGIN",
    checks: [{ variable: "PORTAL_CHECKOUT_ORIGIN", problem: mustBeHttp }],
  }),
  aiSearchLlm: define({
    read: (env) =>
      env.AI_SEARCH_LLM_URL
        ? {
            url: withoutTrailingSlash(env.AI_SEARCH_LLM_URL),
            model: env.AI_SEARCH_LLM_MODEL || "gpt-4o-mini",
            apiKey: env.AI_SEARCH_LLM_API_KEY || null,
          }
        : null,
    readReportedAs: "AI_SEARCH_LLM_URL",
    checks: [{ variable: "AI_SEARCH_LLM_URL", problem: (llm) => mustBeHttp(llm?.url) }],
  }),
  contentfulSettings: define<ContentfulSettings | null>({
    read: (env) => {
      const { CONTENTFUL_SPACE_ID: spaceId, CONTENTFUL_DELIVERY_TOKEN: deliveryToken } = env;
      if (!spaceId || !deliveryToken) return null;
      return {
        spaceId,
        deliveryToken,
        previewToken: env.CONTENTFUL_PREVIEW_TOKEN || null,
        environment: env.CONTENTFUL_ENVIRONMENT || "master",
        host: env.CONTENTFUL_HOST || undefined,
        previewHost: env.CONTENTFUL_PREVIEW_HOST || undefined,
      };
    },
    checks: [
      {
        variable: "CONTENTFUL_HOST",
        problem: (_, env) => {
          const host = env.CONTENTFUL_HOST;
          if (host && host.includes("://")) new URL(host);
          return undefined;
        },
      },
      {
        variable: "CONTENTFUL_PREVIEW_HOST",
        problem: (_, env) => {
          const host = env.CONTENTFUL_PREVIEW_HOST;
          if (host && host.includes("://")) new URL(host);
          return undefined;
        },
      },
    ],
  }),
  stripeConfig: define({
    read: (env) => (env.STRIPE_SECRET_KEY ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET || null } : null),
    checks: [
      {
        variable: "STRIPE_SECRET_KEY",
        problem: (stripe, env) => {
          if (stripe && !/^(sk|rk)_(test|live)_\w+$/.test(stripe.secretKey)) return "must be a Stripe secret key (sk_test_…, sk_live_…)";
          if (stripe && isProduction(env) && !stripe.webhookSecret) return "needs STRIPE_WEBHOOK_SECRET in production";
          return undefined;
        },
      },
    ],
  }),
  formHosts: define({
    read: (env) => listOf(env.PORTAL_FORM_HOSTS),
    checks: [
      {
        variable: "PORTAL_FORM_HOSTS",
        problem: (hosts) => hosts.map((host) => (/^[a-z0-9.-]+(:\d+)?$/i.test(host) ? undefined : `"${host}" is not a host name`)).find(Boolean),
      },
    ],
  }),
  smtpUrl: define({
    read: (env) => env.SMTP_URL || null,
    checks: [
      {
        variable: "SMTP_URL",
        problem: (url) => (url && !/^smtps?:$/.test(new URL(url).protocol) ? "must be an smtp:// or smtps:// URL" : undefined),
      },
    ],
  }),
  google: socialProvider("google"),
  apple: socialProvider("apple"),
  authSecret: define({
    read: (env) => env.BETTER_AUTH_SECRET || null,
    checks: [
      {
        variable: "BETTER_AUTH_SECRET",
        problem: (secret, env) => (isProduction(env) && databaseUrlOf(env) && !secret ? "is required in production with DATABASE_URL" : undefined),
      },
    ],
  }),
  // The settings below have nothing that could be malformed.
  nodeEnv: define({ read: (env) => env.NODE_ENV }),
  configuredPortalOrigin: define({ read: configuredPortalOriginIn }),
  ownOrigin: define({ read: ownOriginIn }),
  pageCacheHosts: define<ReadonlySet<string> | null>({
    read: (env) => {
      const configured = configuredPortalOriginIn(env);
      if (!configured) return null;
      const own = new URL(ownOriginIn(env));
      const named = new URL(own);
      named.hostname = "localhost";
      return new Set([new URL(configured).host, own.host, named.host]);
    },
  }),
  portalDataDir: define({ read: (env) => env.PORTAL_DATA_DIR || ".data" }),
  pgliteDataDir: define({ read: (env) => inDataDir(env.PORTAL_DATA_DIR || ".data", "pglite") }),
  uploadDir: define({ read: (env) => inDataDir(env.PORTAL_DATA_DIR || ".data", "uploads") }),
  chatTokenSecret: define({ read: (env) => env.CHAT_TOKEN_SECRET || null }),
  trustedProxies: define({ read: (env) => env.TRUSTED_PROXIES }),
  showDemoPersonas: define({ read: showDemoPersonasIn }),
  fixturesDir: define({ read: (env) => env.PORTAL_FIXTURES_DIR || null }),
  previewSecret: define({ read: (env) => env.CONTENTFUL_PREVIEW_SECRET || null }),
  webhookSecret: define({ read: (env) => env.CONTENTFUL_WEBHOOK_SECRET || null }),
  editorHelperSecret: define({ read: (env) => env.PORTAL_EDITOR_HELPER_SECRET || null }),
  contentfulEditTarget: define({
    read: (env) => (env.CONTENTFUL_SPACE_ID ? { spaceId: env.CONTENTFUL_SPACE_ID, environment: env.CONTENTFUL_ENVIRONMENT || "master" } : null),
  }),
  contentfulAppOrigins: define<string[]>({
    read: (env) => {
      const configured = listOf(env.CONTENTFUL_APP_ORIGIN);
      return configured.length > 0 ? configured : [...CONTENTFUL_APP_ORIGINS];
    },
  }),
  appLink: define({
    read: (env) => (env.PORTAL_APP_LINK === "off" ? null : env.PORTAL_APP_LINK || DEMO_APP_LINK),
    checks: [
      {
        variable: "PORTAL_APP_LINK",
        problem: (link) =>
          link !== null && !/^[a-z][a-z0-9+.-]*:\/\/./i.test(link) ? `"${link}" is not a deep link (scheme://…) or off` : undefined,
      },
    ],
  }),
  mailFrom: define({ read: (env) => env.MAIL_FROM || "Kundenportal <no-reply@portal.example>" }),
  turnstileSecret: define({ read: (env) => env.TURNSTILE_SECRET_KEY || null }),
  turnstileSiteKey: define({ read: (env) => env.TURNSTILE_SITE_KEY || null }),
  demoMailboxEnabled: define({ read: (env) => !env.SMTP_URL && showDemoPersonasIn(env) }),
  benchRoutesEnabled: define({ read: (env) => env.PORTAL_BENCH === "1" }),
  faultsRequested: define({ read: (env) => env.PORTAL_FAULTS === "1" }),
};

export type SettingName = keyof typeof SETTINGS;
/** The typed settings of one environment. */
export type Settings = { readonly [K in SettingName]: ReturnType<(typeof SETTINGS)[K]["read"]> };
