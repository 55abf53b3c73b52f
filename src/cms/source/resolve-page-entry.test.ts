import { describe, expect, it } from "vitest";
import { InvalidEntryError } from "@/cms/module-contract";
import type { RawEntry } from "@/cms/schema/validate-entry";
import { accordionContract } from "@/modules/accordion/accordion.contract";
import { actionGridContract } from "@/modules/action-grid/action-grid.contract";
import { announcementContract } from "@/modules/announcement/announcement.contract";
import { ctaContract } from "@/modules/cta/cta.contract";
import { dataListContract } from "@/modules/data-list/data-list.contract";
import { dividerContract } from "@/modules/divider/divider.contract";
import { emergencyCallBlockContract } from "@/modules/emergency-call-block/emergency-call-block.contract";
import { featureModuleContract } from "@/modules/feature-module/feature-module.contract";
import { textblockContract } from "@/modules/textblock/textblock.contract";
import { entry, link, resolveWith } from "../../../tests/helpers/resolve-entries";

/** The resolver knows modules only through the contracts it is given (the registry in the app). */
const contracts = [
  accordionContract,
  actionGridContract,
  announcementContract,
  ctaContract,
  dataListContract,
  dividerContract,
  emergencyCallBlockContract,
  featureModuleContract,
  textblockContract,
];
const doc = (value: string) => ({
  nodeType: "document",
  data: {},
  content: [{ nodeType: "paragraph", data: {}, content: [{ nodeType: "text", value, marks: [], data: {} }] }],
});
const page = (...moduleIds: string[]) => entry("page", "page", { slug: "mycars", title: "Meine Abos", modules: moduleIds.map(link) });
const withItems = (...ids: string[]) => expect.objectContaining({ items: ids.map((id) => expect.objectContaining({ id })) });
const unsupported = (fields: Record<string, unknown>) => expect.objectContaining({ type: "unsupported", ...fields });

/** Resolves the first entry as the page, with all entries in the lookup. */
function resolve(...entries: [RawEntry, ...RawEntry[]]) {
  return resolveWith(contracts, ...entries);
}

describe("resolvePageEntry", () => {
  it("maps the page and fills in defaults for missing optional fields", () => {
    const { page: resolved, notes } = resolve(
      page("cta", "divider", "list"),
      entry("cta", "cta", { internalName: "CTA", text: "Zurück", href: "/mycars" }),
      entry("divider", "divider", { internalName: "Divider" }),
      entry("list", "dataList", { internalName: "List", items: [link("row")] }),
      entry("row", "dataListItem", { label: "Hinweis", value: "Alles gut" }),
    );

    expect(notes).toEqual([]);
    expect(resolved).toEqual({
      id: "page",
      slug: "mycars",
      title: "Meine Abos",
      seo: { title: "Meine Abos", description: null, noIndex: false },
      modules: [
        {
          id: "cta",
          type: "cta",
          visibility: [],
          fields: {
            text: "Zurück",
            href: "/mycars",
            ctaType: "link",
            newTab: false,
            modal: null,
            ctaAction: null,
            variant: "primary",
            withBorder: false,
            moveUp: false,
            moveDown: false,
            trackingLocation: null,
          },
        },
        { id: "divider", type: "divider", visibility: [], fields: { spacing: "medium" } },
        {
          id: "list",
          type: "dataList",
          visibility: [],
          fields: {
            title: null,
            items: [{ id: "row", label: "Hinweis", field: null, format: "text", value: "Alles gut" }],
          },
        },
      ],
      aside: [],
      includes: ["cta", "divider", "list", "page", "row"],
    });
  });

  it("maps nested entries: announcement with its CTA, accordion items, contact numbers", () => {
    const { page: resolved } = resolve(
      page("news", "faq", "help"),
      entry("news", "announcement", {
        internalName: "News",
        title: "Neu",
        cta: link("news-cta"),
        name: "news",
        startDate: "2026-01-01T00:00+01:00",
        allowedRoles: ["driver", "admin"],
        type: "warning",
        visibility: ["deal-is-b2b"],
      }),
      entry("news-cta", "cta", { internalName: "CTA", text: "Mehr", ctaType: "button", variant: "secondary" }),
      entry("faq", "accordion", { internalName: "FAQ", items: [link("q1")] }),
      entry("q1", "accordionItem", { title: "Frage", body: doc("Antwort") }),
      entry("help", "emergencyCallBlock", { internalName: "Help", title: "Hilfe", numbers: [link("phone")] }),
      entry("phone", "contactNumber", { label: "Pannenhilfe", phoneNumber: "+49 89 1234 5670" }),
    );

    expect(resolved.modules).toEqual([
      {
        id: "news",
        type: "announcement",
        visibility: ["deal-is-b2b"],
        fields: {
          title: "Neu",
          description: null,
          cta: expect.objectContaining({ id: "news-cta", text: "Mehr", ctaType: "button", variant: "secondary" }),
          config: {
            name: "news",
            startDate: "2026-01-01T00:00+01:00",
            endDate: null,
            allowedRoles: ["driver", "admin"],
            type: "warning",
          },
        },
      },
      {
        id: "faq",
        type: "accordion",
        visibility: [],
        fields: { title: null, items: [{ id: "q1", title: "Frage", body: doc("Antwort") }] },
      },
      {
        id: "help",
        type: "emergencyCallBlock",
        visibility: [],
        fields: {
          title: "Hilfe",
          description: null,
          numbers: [{ id: "phone", label: "Pannenhilfe", phoneNumber: "+49 89 1234 5670", hours: null }],
        },
      },
    ]);
  });

  it("turns an unknown content type into an unsupported module and keeps its visibility rules", () => {
    const { page: resolved } = resolve(
      page("carousel", "divider"),
      entry("carousel", "legacyCarousel", { visibility: ["deal-is-active", "no-such-rule"] }),
      entry("divider", "divider", { internalName: "Divider" }),
    );
    expect(resolved.modules).toEqual([
      {
        id: "carousel",
        type: "unsupported",
        contentType: "legacyCarousel",
        problem: 'unknown content type "legacyCarousel"',
        visibility: ["deal-is-active"],
      },
      expect.objectContaining({ id: "divider", type: "divider" }),
    ]);
  });

  it("knows only the modules it is given: a content type of the schema without a registered contract is unsupported", () => {
    const { page: resolved } = resolveWith(
      [dividerContract],
      page("cta"),
      entry("cta", "cta", { internalName: "CTA", text: "Los", href: "/mycars" }),
    );
    expect(resolved.modules).toEqual([unsupported({ id: "cta", problem: 'content type "cta" is not a page module' })]);
  });

  it("turns an entry that is not a page module into an unsupported module", () => {
    const { page: resolved } = resolve(page("q1"), entry("q1", "accordionItem", { title: "Frage", body: doc("Antwort") }));
    expect(resolved.modules).toEqual([unsupported({ problem: 'content type "accordionItem" is not a page module' })]);
  });

  it("turns an invalid module, or one that links an invalid entry, into an unsupported module", () => {
    const { page: resolved } = resolve(
      page("bad-cta", "faq", "feature"),
      entry("bad-cta", "cta", { internalName: "CTA", text: "Los", variant: "loud" }),
      entry("faq", "accordion", { internalName: "FAQ", items: [link("q1")] }),
      entry("q1", "accordionItem", { title: "Frage ohne Antwort" }),
      entry("feature", "featureModule", { internalName: "Feature", key: "subscription-list" }),
    );
    expect(resolved.modules).toEqual([
      unsupported({ contentType: "cta", problem: expect.stringContaining("variant must be one of") }),
      unsupported({ contentType: "accordion", problem: 'accordionItem "q1": body is required' }),
      expect.objectContaining({ type: "featureModule" }),
    ]);
  });

  it("drops links to missing entries and notes them; a required list left empty fails its check", () => {
    const { page: resolved, notes } = resolve(
      page("gone", "faq", "empty-faq"),
      entry("faq", "accordion", { internalName: "FAQ", items: [link("q1"), link("draft")] }),
      entry("empty-faq", "accordion", { internalName: "Empty FAQ", items: [link("draft")] }),
      entry("q1", "accordionItem", { title: "Frage", body: doc("Antwort") }),
    );
    expect(resolved.modules).toEqual([
      expect.objectContaining({ id: "faq", fields: withItems("q1") }),
      unsupported({ id: "empty-faq", problem: expect.stringContaining("items must have at least 1 item") }),
    ]);
    expect(notes).toEqual([
      'page.modules: dropped the link to missing or unpublished entry "gone"',
      'faq.items: dropped the link to missing or unpublished entry "draft"',
      'empty-faq.items: dropped the link to missing or unpublished entry "draft"',
    ]);
  });

  it("does not expand an entry again that links back to an ancestor", () => {
    const { page: resolved, notes } = resolve(
      page("faq", "page"),
      entry("faq", "accordion", { internalName: "FAQ", items: [link("q1"), link("faq"), link("page")] }),
      entry("q1", "accordionItem", { title: "Frage", body: doc("Antwort") }),
    );
    expect(resolved.modules).toEqual([expect.objectContaining({ id: "faq", type: "accordion", fields: withItems("q1") })]);
    expect(notes).toEqual([
      'page.modules: not following the link back to "page", which contains this entry',
      'faq.items: not following the link back to "faq", which contains this entry',
      'faq.items: not following the link back to "page", which contains this entry',
    ]);
  });

  it("uses the SEO fields when set", () => {
    const seo = { seoTitle: "Kundenportal", seoDescription: "Alles zu deinem Abo", noIndex: true };
    const { page: resolved } = resolve(entry("page", "page", { slug: "", title: "Start", ...seo }));
    expect(resolved).toMatchObject({
      slug: "",
      modules: [],
      seo: { title: "Kundenportal", description: "Alles zu deinem Abo", noIndex: true },
    });
  });

  it("throws when the page entry itself is invalid", () => {
    expect(() => resolve(entry("page", "page", { slug: "Mein Abo!", title: "Abo" }))).toThrow(InvalidEntryError);
    expect(() => resolve(entry("page", "page", { slug: "abo" }))).toThrow('page "page": title is required');
  });

  it("defaults the action grid to three columns and keeps each action's visibility", () => {
    const { page: resolved } = resolve(
      page("grid"),
      entry("grid", "actionGrid", { internalName: "Grid", actions: [link("act")] }),
      entry("act", "cta", { internalName: "Act", text: "Melden", href: "/mycars", visibility: ["deal-is-active"] }),
    );
    expect(resolved.modules[0]).toMatchObject({ fields: { columns: 3, title: null, actions: [{ id: "act", visibility: ["deal-is-active"] }] } });
  });

  it("resolves rich text: embedded entries to modules, entry links to page slugs", () => {
    const body = {
      nodeType: "document",
      data: {},
      content: [
        {
          nodeType: "paragraph",
          data: {},
          content: [
            { nodeType: "text", value: "Siehe ", marks: [], data: {} },
            {
              nodeType: "entry-hyperlink",
              data: { target: link("mycars") },
              content: [{ nodeType: "text", value: "Meine Abos", marks: [], data: {} }],
            },
          ],
        },
        { nodeType: "embedded-entry-block", data: { target: link("cta") }, content: [] },
        { nodeType: "embedded-entry-block", data: { target: link("gone") }, content: [] },
      ],
    };
    const { page: resolved, notes } = resolve(
      page("text"),
      entry("text", "textblock", { internalName: "Text", body }),
      entry("cta", "cta", { internalName: "CTA", text: "Los", href: "/mycars" }),
      entry("mycars", "page", { slug: "mycars", title: "Meine Abos", modules: [] }),
    );
    const content = (
      resolved.modules[0] as { fields: { body: { content: { data: { resolved?: unknown }; content: { data: { resolved?: unknown } }[] }[] } } }
    ).fields.body.content;
    expect(content[0]!.content[1]!.data.resolved).toEqual({ kind: "page", slug: "mycars" });
    expect(content[1]!.data.resolved).toEqual({
      kind: "module",
      module: expect.objectContaining({ id: "cta", type: "cta", fields: expect.objectContaining({ text: "Los" }) }),
    });
    // An entry that is not published renders nothing, and says so.
    expect(content[2]!.data.resolved).toBeNull();
    expect(notes).toEqual([expect.stringContaining('missing or unpublished entry "gone"')]);

    // A textblock may embed only what the schema names: itself (a cycle) makes it unsupported.
    const selfEmbedding = { ...body, content: [{ nodeType: "embedded-entry-block", data: { target: link("text") }, content: [] }] };
    const cyclic = resolve(page("text"), entry("text", "textblock", { internalName: "Text", body: selfEmbedding }));
    expect(cyclic.page.modules[0]).toEqual(unsupported({ id: "text", problem: expect.stringContaining('embeds a "textblock" entry') }));
  });

  it("resolves the aside like the main modules", () => {
    const { page: resolved } = resolve(
      { ...page("main"), fields: { ...page("main").fields, aside: [link("side"), link("gone")] } },
      entry("main", "divider", { internalName: "Main" }),
      entry("side", "cta", { internalName: "Side", text: "Aktion", href: "/mycars", visibility: ["deal-is-b2b"] }),
    );
    expect(resolved.modules.map((module) => module.id)).toEqual(["main"]);
    expect(resolved.aside).toEqual([expect.objectContaining({ id: "side", type: "cta", visibility: ["deal-is-b2b"] })]);
  });
});
