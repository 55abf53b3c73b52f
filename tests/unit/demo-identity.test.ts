import { describe, expect, it } from "vitest";
import { showDemoPersonas } from "@/lib/env";
import { DEMO_IDENTITY_PATH, demoIdentityWanted, mountDemoIdentity, nameOf } from "../../server/demo-identity.mjs";

/** account.md §1: the embedded demo signs in with Google and Apple through its own stand-in. */
describe("demoIdentityWanted", () => {
  it.each([
    ["the embedded default", {}, true],
    ["a database server", { DATABASE_URL: "postgres://127.0.0.1/test" }, false],
    ["the demo personas switched off", { PORTAL_DEMO_PERSONAS: "false" }, false],
    ["switched off itself", { PORTAL_DEMO_IDENTITY: "false" }, false],
    ["Google configured", { GOOGLE_CLIENT_ID: "real", GOOGLE_CLIENT_SECRET: "secret" }, false],
    ["Apple configured", { APPLE_CLIENT_ID: "real", APPLE_CLIENT_SECRET: "secret" }, false],
  ])("%s → %s", (_case, env, wanted) => {
    expect(demoIdentityWanted(env)).toBe(wanted);
  });

  it.each([{}, { DATABASE_URL: "postgres://127.0.0.1/test" }, { PORTAL_DEMO_PERSONAS: "false" }, { PORTAL_DEMO_PERSONAS: "true" }])(
    "reads the embedded demo as the portal's settings do: %j",
    (env) => {
      expect(demoIdentityWanted(env)).toBe(showDemoPersonas(env));
    },
  );
});

describe("mountDemoIdentity", () => {
  it("configures both providers at the portal's own origin, below its path", async () => {
    const env: Record<string, string | undefined> = {};
    expect(await mountDemoIdentity(env, "http://localhost:3000")).toBeTypeOf("function");
    expect(env).toMatchObject({
      GOOGLE_CLIENT_ID: "portal-google",
      GOOGLE_OIDC_ISSUER: `http://localhost:3000${DEMO_IDENTITY_PATH}`,
      APPLE_CLIENT_ID: "portal-apple",
      APPLE_OIDC_ISSUER: `http://localhost:3000${DEMO_IDENTITY_PATH}`,
    });
  });

  it("leaves a configured portal alone", async () => {
    const env: Record<string, string | undefined> = { DATABASE_URL: "postgres://127.0.0.1/test" };
    expect(await mountDemoIdentity(env, "http://localhost:3000")).toBeNull();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it("answers only below its path", async () => {
    const handle = (await mountDemoIdentity({}, "http://localhost:3000"))!;
    const response = { writeHead: () => response, end: () => response };
    expect(handle({ url: "/portal/de-DE/login" } as never, response as never)).toBe(false);
    expect(handle({ url: "/portal/demo-identityX" } as never, response as never)).toBe(false);
  });
});

it("names an account by its email", () => {
  expect(nameOf("neu.apfel@demo.portal")).toBe("Neu Apfel");
});
