import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeContentful, type FakeContentful } from "../../../tests/helpers/fake-contentful";
import { POST } from "@/app/api/content-check/route";
import { FIXTURE_ENTRIES } from "../source/fixtures-source";
import { loadCheckedSpace } from "./content-check-space.server";

/**
 * The content-check webhook as Contentful calls it, reading the other entries from a space over the
 * real Contentful SDK: the fault suite's Delivery API stand-in, answering every locale at once
 * (`locale=*`) page by page, as the check reads them.
 */
const SPACE = "content-check-space";
const TOKEN = "delivery-token";
const SECRET = "content-check-secret";
let contentful: FakeContentful;

beforeAll(async () => {
  contentful = await startFakeContentful({ space: SPACE, accessToken: TOKEN });
  vi.stubEnv("CONTENTFUL_SPACE_ID", SPACE);
  vi.stubEnv("CONTENTFUL_DELIVERY_TOKEN", TOKEN);
  vi.stubEnv("CONTENTFUL_PREVIEW_TOKEN", "");
  vi.stubEnv("CONTENTFUL_HOST", contentful.origin);
  vi.stubEnv("CONTENTFUL_WEBHOOK_SECRET", SECRET);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await contentful.stop();
});

const all = (value: unknown) => ({ "de-DE": value, "en-DE": value, "en-US": value });
function saved(id: string, contentType: string, fields: Record<string, unknown>) {
  return {
    sys: { type: "Entry", id, contentType: { sys: { type: "Link", linkType: "ContentType", id: contentType } }, version: 3 },
    fields,
  };
}
const post = (body: unknown) =>
  POST(
    new Request("http://portal.test/portal/api/content-check", {
      method: "POST",
      headers: { "x-webhook-secret": SECRET, "x-contentful-topic": "ContentManagement.Entry.save", "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

describe("the content check against a Contentful space", () => {
  it("reads every entry of the space in every locale, page by page", async () => {
    const before = contentful.requests;
    const space = await loadCheckedSpace(25);
    expect(contentful.requests - before).toBe(Math.ceil(FIXTURE_ENTRIES.length / 25));
    expect(space.map((entry) => entry.sys.id).sort()).toEqual(FIXTURE_ENTRIES.map((entry) => entry.sys.id).sort());
    const home = space.find((entry) => entry.sys.contentType.sys.id === "page" && entry.fields.slug?.["de-DE"] === "");
    expect(Object.keys(home?.fields.seoTitle ?? {}).sort()).toEqual(["de-DE", "en-DE", "en-US"]);
  });

  it("passes a link to a page the space has and refuses one to a page it lacks, in plain words", async () => {
    const fine = await post(
      saved("cta-invoices", "cta", { internalName: { "de-DE": "Invoices" }, text: all("Rechnungen"), href: { "de-DE": "/myaccount/invoices" } }),
    );
    expect(fine.status).toBe(200);
    expect(await fine.json()).toEqual({ ok: true, entryId: "cta-invoices", message: "The content check found nothing to fix." });

    const typo = await post(
      saved("cta-typo", "cta", { internalName: { "de-DE": "Invoices" }, text: all("Rechnungen"), href: { "de-DE": "/myaccount/invoicez" } }),
    );
    expect(typo.status).toBe(422);
    expect(await typo.json()).toMatchObject({
      ok: false,
      problems: ['Call to action "Invoices" links to "/myaccount/invoicez", a page the portal does not have.'],
    });
  });

  it("asks the editor to save again when the space cannot be read", async () => {
    await contentful.stop();
    try {
      const answer = await post(
        saved("cta-invoices", "cta", { internalName: { "de-DE": "Invoices" }, text: all("Rechnungen"), href: { "de-DE": "/myaccount/invoices" } }),
      );
      expect(answer.status).toBe(503);
      expect((await answer.json()).message).toMatch(/^The content check could not read the other entries \(.+\); save again in a minute\.$/);
    } finally {
      await contentful.start();
    }
  }, 30_000);
});
