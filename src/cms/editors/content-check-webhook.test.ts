import { describe, expect, it, vi } from "vitest";
import { FIXTURE_DRAFTS, FIXTURE_ENTRIES } from "../source/fixtures-source";
import { VISIBILITY_RULE_NAMES } from "../visibility";
import type { CheckedEntry } from "./content-check";
import { answerContentCheck, type ContentCheckRequest } from "./content-check-webhook";

const SECRET = "webhook-secret";
const drafts = new Set(FIXTURE_DRAFTS.map((entry) => entry.sys.id));
const SPACE: readonly CheckedEntry[] = [...FIXTURE_ENTRIES.filter((entry) => !drafts.has(entry.sys.id)), ...FIXTURE_DRAFTS];
const dependencies = { loadSpace: () => Promise.resolve(SPACE), ruleNames: VISIBILITY_RULE_NAMES };

/** An entry as Contentful's webhook body carries it (Management API shape: sys links, every field keyed by locale). */
function contentfulEntry(id: string, contentType: string, fields: Record<string, Record<string, unknown>>) {
  return {
    metadata: { tags: [] },
    sys: {
      type: "Entry",
      id,
      space: { sys: { type: "Link", linkType: "Space", id: "space1" } },
      environment: { sys: { id: "master", type: "Link", linkType: "Environment" } },
      contentType: { sys: { type: "Link", linkType: "ContentType", id: contentType } },
      createdAt: "2026-11-28T09:00:00.000Z",
      updatedAt: "2026-11-29T06:00:00.000Z",
      version: 7,
      revision: 2,
    },
    fields,
  };
}
const all = (value: unknown) => ({ "de-DE": value, "en-DE": value, "en-US": value });
const published = SPACE.find((entry) => entry.sys.id === "deal-banner-delivery-delay")!;
const request = (topic: string | null, payload: unknown, presented: string | null = SECRET): ContentCheckRequest => ({
  configuredSecret: SECRET,
  presentedSecret: presented,
  topic,
  payload: () => Promise.resolve(payload),
});

describe("the content check webhook (issue 41 item 4): an entry saved or published in Contentful", () => {
  it.each([
    [
      "a published entry of the fixtures, unchanged",
      "ContentManagement.Entry.publish",
      contentfulEntry(published.sys.id, "dealBanner", published.fields as Record<string, Record<string, unknown>>),
      200,
      [],
    ],
    [
      "a text saved in German only",
      "ContentManagement.Entry.save",
      contentfulEntry("new-hint", "textblock", { internalName: { "de-DE": "New hint" }, title: { "de-DE": "Neuer Hinweis" } }),
      422,
      ['Text block "New hint": the text "Title" is missing in en-DE and en-US.'],
    ],
    [
      "a rule the code does not define, typed as the editor auto-saves",
      "ContentManagement.Entry.auto_save",
      contentfulEntry("hint-rule", "textblock", {
        internalName: { "de-DE": "Rule hint" },
        title: all("Hinweis"),
        visibility: { "de-DE": ["deal-is-delayed"] },
      }),
      422,
      ['Text block "Rule hint" shows only when "deal-is-delayed" holds, but there is no such rule.'],
    ],
    [
      "a link to a page the portal does not have",
      "ContentManagement.Entry.publish",
      contentfulEntry("cta-typo", "cta", {
        internalName: { "de-DE": "Invoices" },
        text: all("Rechnungen"),
        href: { "de-DE": "/myaccount/invoicez" },
      }),
      422,
      ['Call to action "Invoices" links to "/myaccount/invoicez", a page the portal does not have.'],
    ],
    [
      "the delay banner with its rule removed",
      "ContentManagement.Entry.publish",
      contentfulEntry(published.sys.id, "dealBanner", { ...published.fields, visibility: { "de-DE": ["order-status-visible"] } } as Record<
        string,
        Record<string, unknown>
      >),
      422,
      [
        `Deal banner "${String(published.fields.internalName?.["de-DE"])}" is a "delivery-delay" banner but does not require "delivery-delayed": it would show on deals it does not fit.`,
      ],
    ],
  ])("%s → %i", async (_what, topic, payload, status, problems) => {
    const answer = await answerContentCheck(request(topic, payload), dependencies);
    expect(answer.status).toBe(status);
    if (status === 200) expect(answer.body).toEqual({ ok: true, entryId: payload.sys.id, message: "The content check found nothing to fix." });
    else {
      expect(answer.body).toMatchObject({ ok: false, entryId: payload.sys.id, problems });
      expect(answer.body.message).toBe(`Fix 1 thing before this entry ships: ${problems[0]}`);
    }
  });

  it('a business variant saying "du" is refused on the entry it belongs to, named by its own id', async () => {
    const space = [
      ...SPACE,
      {
        sys: { id: "hello", contentType: { sys: { id: "textblock" } } },
        fields: {
          internalName: { "de-DE": "Hello" },
          title: all("Hallo"),
          businessVariant: { "de-DE": { sys: { type: "Link", linkType: "Entry", id: "hello-b2b" } } },
        },
      },
    ];
    const answer = await answerContentCheck(
      request(
        "ContentManagement.Entry.save",
        contentfulEntry("hello-b2b", "textblock", { internalName: { "de-DE": "Hello (Sie)" }, title: all("Hast du Fragen?") }),
      ),
      { ...dependencies, loadSpace: () => Promise.resolve(space) },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      problems: ['Business customers are addressed with "Sie": textblock "hello": its business variant "hello-b2b" says "du". (entry hello)'],
    });
  });

  it("names every problem of the entry, counted", async () => {
    const answer = await answerContentCheck(
      request(
        "ContentManagement.Entry.publish",
        contentfulEntry("two", "textblock", {
          internalName: { "de-DE": "Two" },
          title: { "de-DE": "Nur Deutsch" },
          visibility: { "de-DE": ["nope"] },
        }),
      ),
      dependencies,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'Fix 2 things before this entry ships: Text block "Two": the text "Title" is missing in en-DE and en-US. Text block "Two" shows only when "nope" holds, but there is no such rule.',
    );
  });

  it.each([
    ["no secret configured", { ...request("ContentManagement.Entry.save", {}), configuredSecret: null }, 404, "not_found"],
    ["no secret presented", request("ContentManagement.Entry.save", contentfulEntry("x", "textblock", {}), null), 401, "unauthorized"],
    ["a wrong secret", request("ContentManagement.Entry.save", contentfulEntry("x", "textblock", {}), "guess"), 401, "unauthorized"],
    ["an unpublish (nothing ships)", request("ContentManagement.Entry.unpublish", contentfulEntry("x", "textblock", {})), 400, "invalid_request"],
    ["an asset", request("ContentManagement.Asset.publish", contentfulEntry("x", "textblock", {})), 400, "invalid_request"],
    ["no topic", request(null, contentfulEntry("x", "textblock", {})), 400, "invalid_request"],
    ["a body that is no entry", request("ContentManagement.Entry.save", "nope"), 400, "invalid_request"],
    ["an entry without its content type", request("ContentManagement.Entry.save", { sys: { id: "x" }, fields: {} }), 400, "invalid_request"],
  ])("%s → %i", async (_what, checkRequest, status, error) => {
    const answer = await answerContentCheck(checkRequest, dependencies);
    expect(answer).toMatchObject({ status, body: { error } });
  });

  it("reads no body for a caller without the secret", async () => {
    const payload = vi.fn(() => Promise.resolve(contentfulEntry("x", "textblock", {})));
    const answer = await answerContentCheck({ ...request("ContentManagement.Entry.save", null, "guess"), payload }, dependencies);
    expect(answer.status).toBe(401);
    expect(payload).not.toHaveBeenCalled();
  });

  it("says so when the other entries cannot be read (503), rather than letting the entry pass", async () => {
    const answer = await answerContentCheck(request("ContentManagement.Entry.publish", contentfulEntry("x", "textblock", {})), {
      ...dependencies,
      loadSpace: () => Promise.reject(new Error("connect ECONNREFUSED")),
    });
    expect(answer).toEqual({
      status: 503,
      body: { error: "unavailable", message: "The content check could not read the other entries (connect ECONNREFUSED); save again in a minute." },
    });
  });
});
