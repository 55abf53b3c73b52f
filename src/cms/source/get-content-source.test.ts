import { afterEach, describe, expect, it, vi } from "vitest";

async function freshContentSource() {
  vi.resetModules();
  const { getContentSource } = await import("./get-content-source");
  return getContentSource;
}

describe("getContentSource", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("uses the fixtures without Contentful credentials, and memoises the source", async () => {
    vi.stubEnv("CONTENTFUL_SPACE_ID", "space");
    vi.stubEnv("CONTENTFUL_DELIVERY_TOKEN", "");
    const getContentSource = await freshContentSource();
    expect(getContentSource().name).toBe("fixtures");
    expect(getContentSource()).toBe(getContentSource());
  });

  it("uses Contentful when a space and a delivery token are set", async () => {
    vi.stubEnv("CONTENTFUL_SPACE_ID", "space");
    vi.stubEnv("CONTENTFUL_DELIVERY_TOKEN", "token");
    const getContentSource = await freshContentSource();
    expect(getContentSource().name).toBe("contentful");
  });
});
