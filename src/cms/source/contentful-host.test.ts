import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { startFakeContentful, type FakeContentful } from "../../../tests/helpers/fake-contentful";
import { CONTENTFUL_RETRY_LIMIT, createContentfulSource, parseContentfulHost } from "./contentful-source";
import { createFixturesSource } from "./fixtures-source";

describe("parseContentfulHost", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["cdn.eu.contentful.com", { host: "cdn.eu.contentful.com", insecure: false }],
    ["https://cdn.eu.contentful.com", { host: "cdn.eu.contentful.com", insecure: false }],
    ["http://127.0.0.1:3163", { host: "127.0.0.1:3163", insecure: true }],
    ["http://localhost:3163/", { host: "localhost:3163", insecure: true }],
  ])("%j → %j", (value, host) => {
    expect(parseContentfulHost(value)).toEqual(host);
  });

  it("refuses another protocol", () => {
    expect(() => parseContentfulHost("ftp://cdn.contentful.com")).toThrow("http or https");
  });
});

/** The real Contentful SDK over HTTP against the fault suite's stand-in: both must agree with the fixtures. */
describe("the Contentful source on another Delivery API host", () => {
  let fake: FakeContentful;
  beforeAll(async () => {
    fake = await startFakeContentful({ space: "space-http", accessToken: "delivery-token" });
  });
  afterAll(() => fake.stop());

  const source = () =>
    createContentfulSource({
      spaceId: "space-http",
      environment: "master",
      deliveryToken: "delivery-token",
      previewToken: null,
      deliveryHost: parseContentfulHost(fake.origin),
    });
  const fixtures = createFixturesSource();

  it.each(LOCALES)("resolves every %s page exactly like the fixtures source", async (locale) => {
    const contentful = source();
    const slugs = await contentful.listPageSlugs(locale, { preview: false });
    expect(slugs.sort()).toEqual((await fixtures.listPageSlugs(locale, { preview: false })).sort());
    for (const slug of slugs) {
      expect(await contentful.getPage(slug, locale, { preview: false }), slug).toEqual(await fixtures.getPage(slug, locale, { preview: false }));
    }
  });

  it("is refused with a wrong token", async () => {
    const wrong = createContentfulSource({
      spaceId: "space-http",
      environment: "master",
      deliveryToken: "wrong",
      previewToken: null,
      deliveryHost: parseContentfulHost(fake.origin),
    });
    await expect(wrong.getPage("", "de-DE", { preview: false })).rejects.toThrow();
  });
});

/** Draft mode reads Contentful's Preview API: on another host too (`CONTENTFUL_PREVIEW_HOST`), e.g. the stand-in. */
describe("the Contentful source's drafts on another Preview API host", () => {
  let fake: FakeContentful;
  beforeAll(async () => {
    fake = await startFakeContentful({ space: "space-preview", accessToken: "delivery-token", previewToken: "preview-token" });
  });
  afterAll(() => fake.stop());

  it("shows editors the drafts with the preview token, and customers the published entries", async () => {
    const host = parseContentfulHost(fake.origin);
    const source = createContentfulSource({
      spaceId: "space-preview",
      environment: "master",
      deliveryToken: "delivery-token",
      previewToken: "preview-token",
      deliveryHost: host,
      previewHost: host,
    });
    const fixtures = createFixturesSource();
    const before = fake.previewRequests;
    const draft = await source.getPage("", "de-DE", { preview: true });
    expect(fake.previewRequests).toBe(before + 1);
    expect(draft).toEqual(await fixtures.getPage("", "de-DE", { preview: true }));
    expect(JSON.stringify(draft)).toContain("Willkommen in deinem neuen Kundenportal (Entwurf)");
    const published = await source.getPage("", "de-DE", { preview: false });
    expect(published).toEqual(await fixtures.getPage("", "de-DE", { preview: false }));
    expect(JSON.stringify(published)).not.toContain("(Entwurf)");
    expect(fake.previewRequests).toBe(before + 1);
  });
});

describe("the Contentful source when Contentful drops every connection", () => {
  it("gives up after its few retries within seconds, not the SDK's default of about 20", async () => {
    let attempts = 0;
    const server = createServer((socket) => {
      attempts++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const source = createContentfulSource({
        spaceId: "space-down",
        environment: "master",
        deliveryToken: "delivery-token",
        previewToken: null,
        deliveryHost: parseContentfulHost(`http://127.0.0.1:${port}`),
      });
      const started = Date.now();
      await expect(source.getPage("", "de-DE", { preview: false })).rejects.toThrow();
      expect(attempts).toBe(CONTENTFUL_RETRY_LIMIT + 1);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
