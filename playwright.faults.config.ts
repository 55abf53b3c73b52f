import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

/**
 * The fault suite (issue 5 "Faults", tests/e2e/faults.spec.ts) against a server of its own: the
 * production build with the fault switch on (PORTAL_FAULTS=1: a cookie makes the database
 * unreachable for that request) and its content read over HTTP from a Contentful stand-in that
 * the tests start and stop (tests/helpers/fake-contentful.ts). The suite switches faults for the
 * whole server, so it runs serially in one worker.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
export const FAULTS_ORIGIN = `http://localhost:${PORT}`;
export const FAKE_CONTENTFUL_PORT = PORT + 1;
// A space of its own per run: content cached by an earlier run (the cache outlives the server)
// would otherwise hide what happens on a cold cache while Contentful is down. Set once in the
// runner; the workers inherit it.
process.env.FAULTS_CONTENTFUL_SPACE ??= `faults-${Date.now()}`;
export const FAKE_CONTENTFUL = {
  space: process.env.FAULTS_CONTENTFUL_SPACE,
  accessToken: "faults-delivery-token",
  previewToken: "faults-preview-token",
  port: FAKE_CONTENTFUL_PORT,
};
/** The draft preview's secret on this server: editors on Contentful (its Preview API is the stand-in too). */
export const FAULTS_PREVIEW_SECRET = "faults-preview-secret";
/** `X-Webhook-Secret` of the publish webhook (`/portal/api/revalidate`) on this server. */
export const FAULTS_WEBHOOK_SECRET = "faults-webhook-secret";

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: "faults.spec.ts",
  // One project of its own: the base's projects would bring their own test lists (and "writes"
  // would run the writing specs against this server) instead of this suite.
  projects: [{ name: "faults", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report-faults" }]],
  use: { ...base.use, baseURL: FAULTS_ORIGIN },
  webServer: {
    command: `npm run db:seed && node server.mjs -p ${PORT}`,
    // better-auth's health check: up without asking Contentful, which the tests start themselves.
    url: `${FAULTS_ORIGIN}/portal/api/auth/ok`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORTAL_DATA_DIR: ".data/e2e-faults",
      PORTAL_ORIGIN: FAULTS_ORIGIN,
      PORT: String(PORT),
      PORTAL_FAULTS: "1",
      CONTENTFUL_SPACE_ID: FAKE_CONTENTFUL.space,
      CONTENTFUL_DELIVERY_TOKEN: FAKE_CONTENTFUL.accessToken,
      CONTENTFUL_HOST: `http://127.0.0.1:${FAKE_CONTENTFUL_PORT}`,
      CONTENTFUL_PREVIEW_TOKEN: FAKE_CONTENTFUL.previewToken,
      CONTENTFUL_PREVIEW_HOST: `http://127.0.0.1:${FAKE_CONTENTFUL_PORT}`,
      CONTENTFUL_PREVIEW_SECRET: FAULTS_PREVIEW_SECRET,
      CONTENTFUL_WEBHOOK_SECRET: FAULTS_WEBHOOK_SECRET,
    },
  },
});
