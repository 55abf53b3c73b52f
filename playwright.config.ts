import { defineConfig, devices } from "@playwright/test";
import { CONSENT_COOKIES } from "./tests/e2e/consent-cookie";
import { CHROMIUM_PATH } from "./tests/helpers/chromium";

/**
 * One "now" for the whole run (`tests/e2e/run-clock.ts`): the seed, every server and every worker
 * count their days from the instant the run starts, so a run crossing Berlin's midnight still
 * finds each boundary persona on its day. Set once in the runner; the servers and workers inherit it.
 */
process.env.PORTAL_NOW ??= new Date().toISOString();

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const ORIGIN = `http://localhost:${PORT}`;
/** A second server whose fixtures are read from a directory the tests may change (revalidation). */
export const CONTENT_PORT = PORT + 1;
/**
 * A third server without any editor secret, as a portal without preview configured runs
 * (tests/e2e/security-preview.spec.ts). PORT + 2 and + 3 belong to the fault suite.
 */
export const PLAIN_PORT = PORT + 4;
/**
 * Contentful's web app as the first server knows it (`CONTENTFUL_APP_ORIGIN`): a page Playwright
 * serves at this origin frames a draft preview and speaks the live-preview SDK's protocol to it
 * (editors-preview.spec.ts). Same site as the portal, as Contentful is on https with the draft
 * cookies `SameSite=None`; nothing listens on the port.
 */
export const EDITOR_APP_ORIGIN = `http://localhost:${PORT + 7}`;
/** The shop's checkout, a stand-in (tests/helpers/checkout-stand-in.mjs) the first server asks. */
const CHECKOUT_PORT = PORT + 5;
/** Google and Apple, a local OpenID Connect stand-in (tests/helpers/oidc-stand-in.mjs) the first server signs in with. */
export const OIDC_PORT = PORT + 6;
const SOCIAL_SIGN_IN = {
  GOOGLE_CLIENT_ID: "portal-google",
  GOOGLE_CLIENT_SECRET: "stand-in-google-secret",
  GOOGLE_OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
  APPLE_CLIENT_ID: "portal-apple",
  APPLE_CLIENT_SECRET: "stand-in-apple-secret",
  APPLE_OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
};
/**
 * A real SMTP server (tests/helpers/smtp-sink.mjs) the first server sends its sign-in mails to, and
 * its HTTP side the tests read them from. It borrows the fault suite's two ports: that
 * suite runs after this one (`npm run test:e2e`), when these servers have stopped.
 */
const SMTP_SINK_PORT = PORT + 2;
export const SMTP_SINK_ORIGIN = `http://127.0.0.1:${PORT + 3}`;
const WRITING_SPECS = [
  "**/handover.spec.ts",
  "**/return.spec.ts",
  "**/report-damage.spec.ts",
  "**/schedule-service.spec.ts",
  "**/mileage-upgrade.spec.ts",
  "**/insurance-addons.spec.ts",
  "**/prolongation.spec.ts",
  "**/deposit-refund.spec.ts",
  "**/my-account.spec.ts",
  "**/payment-methods.spec.ts",
  "**/account-deletion.spec.ts",
  "**/buy-car.spec.ts",
  "**/drivers.spec.ts",
  "**/business-portal.spec.ts",
  "**/shared-return.spec.ts",
  "**/loyalty.spec.ts",
  "**/private-cache.spec.ts",
];
/**
 * The consent banner shows until a visitor chooses, over the bottom of every page. Every
 * context starts with the choice "all" made (`tests/e2e/consent-cookie.ts`), so the specs meet the
 * pages as a returning visitor does; `consent-tracking.spec.ts` starts without it.
 */
const CONSENT_GIVEN = { cookies: CONSENT_COOKIES, origins: [] };
const EDITOR_SECRETS = {
  CONTENTFUL_PREVIEW_SECRET: "e2e-preview-secret",
  CONTENTFUL_WEBHOOK_SECRET: "e2e-webhook-secret",
  PORTAL_EDITOR_HELPER_SECRET: "e2e-editor-helper-secret",
};

/**
 * End-to-end tests against the production build on the embedded defaults: a PGlite database of
 * its own under .data/e2e, seeded before the server starts. Debian's Chromium (tests/helpers/chromium.ts).
 */
export default defineConfig({
  testDir: "tests/e2e",
  // The fault suite needs a server started differently: playwright.faults.config.ts.
  testIgnore: ["**/faults.spec.ts"],
  fullyParallel: true,
  // Three on CI's two cores: the throttled phone walks and the sign-ins mostly wait (README "Two commands").
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A walk of sign-ins and pages took up to three times its time alone beside two other workers on
  // CI's two busy cores (2026-11-27: the delivery-fee walk 11 s alone, past 30 s in a full run).
  // Only the time a test may take: every expectation keeps its own 10 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: ORIGIN,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    storageState: CONSENT_GIVEN,
    // A trace records every action's DOM and screenshots, then is thrown away when the test passes:
    // a fifth of CI's two cores for files nobody can open there (only its log is read). Locally a
    // failure keeps its trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // V8's optimising tiers compile what a page runs often, for later runs a test's page never
        // has: without them the renderers took 20 to 28 % less CPU over the persona walk (116 →
        // 83 to 92 s) with the same results; the code runs in V8's interpreter and baseline tier.
        "--js-flags=--no-opt --no-maglev",
      ],
    },
  },
  // Specs that change seeded deals (a booked return, a moved delivery) run after every spec that
  // reads them, so that what the readers expect (persona-blocks.spec.ts) never depends on the order.
  projects: [
    { name: "chromium", testIgnore: ["**/faults.spec.ts", ...WRITING_SPECS], use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "writes", testMatch: WRITING_SPECS, dependencies: ["chromium"], use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: [
    {
      command: `node tests/helpers/checkout-stand-in.mjs ${CHECKOUT_PORT}`,
      url: `http://127.0.0.1:${CHECKOUT_PORT}/health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node tests/helpers/oidc-stand-in.mjs ${OIDC_PORT} ${ORIGIN}`,
      url: `http://127.0.0.1:${OIDC_PORT}/health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node tests/helpers/smtp-sink.mjs ${SMTP_SINK_PORT} ${PORT + 3}`,
      url: `${SMTP_SINK_ORIGIN}/health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // Idle connections stay open 2 minutes (Node's default is 5 s): a spec's request context that
      // reused one just as the server closed it got ECONNRESET on CI's busy cores.
      command: `sh tests/helpers/seeded-data-dir.sh .data/e2e && node server.mjs -p ${PORT} --keepAliveTimeout 120000`,
      url: `${ORIGIN}/portal/de-DE`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // The loyalty flag is on here so that the e2e sees the loyalty entry's rule (account.md §4).
      env: {
        PORTAL_DATA_DIR: ".data/e2e",
        PORTAL_ORIGIN: ORIGIN,
        PORT: String(PORT),
        PORTAL_APP_LINK: "autoabo://portal",
        PORTAL_FEATURE_LOYALTY: "true",
        PORTAL_CHECKOUT_ORIGIN: `http://127.0.0.1:${CHECKOUT_PORT}`,
        ...SOCIAL_SIGN_IN,
        // Its sign-in mails go out over SMTP (so it has no demo mailbox page); the others keep them in the database.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
        // The tests stand behind a "proxy" here: a spec may give its requests a client address of
        // its own (X-Forwarded-For), so the sign-in lookups it makes (30 per address in 15 minutes)
        // are not counted against every other spec's. Requests without the header count as before.
        TRUSTED_PROXIES: "127.0.0.1,::1",
        CONTENTFUL_APP_ORIGIN: EDITOR_APP_ORIGIN,
        // Editors' edit links point into this space (no delivery token: the content stays the fixtures).
        CONTENTFUL_SPACE_ID: "e2e-space",
        ...EDITOR_SECRETS,
      },
    },
    {
      command: `sh tests/helpers/seeded-data-dir.sh .data/e2e-content && cp -r fixtures/content .data/e2e-content/fixtures && node server.mjs -p ${CONTENT_PORT}`,
      url: `http://localhost:${CONTENT_PORT}/portal/de-DE`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORTAL_DATA_DIR: ".data/e2e-content",
        PORTAL_FIXTURES_DIR: ".data/e2e-content/fixtures",
        PORTAL_ORIGIN: `http://localhost:${CONTENT_PORT}`,
        PORT: String(CONTENT_PORT),
        SMTP_URL: "",
        ...EDITOR_SECRETS,
      },
    },
    {
      command: `sh tests/helpers/seeded-data-dir.sh .data/e2e-plain && node server.mjs -p ${PLAIN_PORT}`,
      url: `http://localhost:${PLAIN_PORT}/portal/de-DE`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // Empty, not absent: Playwright passes its own environment on underneath.
      env: {
        PORTAL_DATA_DIR: ".data/e2e-plain",
        PORTAL_ORIGIN: `http://localhost:${PLAIN_PORT}`,
        PORT: String(PLAIN_PORT),
        // The embedded default's mailbox: the demo mailbox page is served here.
        SMTP_URL: "",
        // No Google or Apple either: the sign-in shows no social buttons (social-sign-in.spec.ts).
        ...Object.fromEntries([...Object.keys(EDITOR_SECRETS), ...Object.keys(SOCIAL_SIGN_IN)].map((name) => [name, ""])),
      },
    },
  ],
});
