import { describe, expect, it } from "vitest";
import { contentModel, getContentType, validateEntry, type FieldDefinition } from "@/cms/schema/validate-entry";
import { resolvePageEntry } from "@/cms/source/resolve-page-entry";
import { FIXTURE_ENTRIES, localizeEntry } from "@/cms/source/fixtures-source";
import { registry } from "@/cms/registry";
import { ANNOUNCEMENT_ROLES } from "@/features/announcements/rules/is-announcement-shown";
import { PROMO_AUDIENCES } from "@/features/promos/rules/is-promo-shown";
import { VISIBILITY_RULE_NAMES } from "@/cms/visibility";
import { ACTION_GRID_COLUMNS } from "@/modules/action-grid/action-grid.contract";
import { ANNOUNCEMENT_TYPES } from "@/modules/announcement/announcement.contract";
import { PROMO_MAX_ITEMS } from "@/modules/dynamic-promos/dynamic-promos.contract";
import { DATA_LIST_FIELDS, DATA_LIST_FORMATS } from "@/modules/data-list/data-list.contract";
import { FEATURE_KEYS } from "@/modules/feature-module/feature-module.contract";
import { DEAL_BANNER_KINDS } from "@/modules/deal-banner/deal-banner.contract";
import contentModelJson from "@cms-schema/content-types.json";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";

/** Linked from the home page although its content type is not in the model: exercises the unknown-module policy. */
const DELIBERATELY_UNSUPPORTED = "fixture-unsupported-legacy-carousel";

const DELIBERATE_UNSUPPORTED_MODULE = {
  id: DELIBERATELY_UNSUPPORTED,
  type: "unsupported",
  contentType: "legacyCarousel",
  problem: 'unknown content type "legacyCarousel"',
  visibility: [],
};

const MODULE_TYPES = registry.map((definition) => definition.contentType);

function field(contentTypeId: string, fieldId: string): FieldDefinition {
  const definition = getContentType(contentTypeId)?.fields.find((candidate) => candidate.id === fieldId);
  if (!definition) throw new Error(`${contentTypeId}.${fieldId} is not in cms-schema`);
  return definition;
}

function enumeration(contentTypeId: string, fieldId: string) {
  const definition = field(contentTypeId, fieldId);
  return [...definition.validations, ...(definition.items?.validations ?? [])].find((validation) => validation.in)?.in;
}

function moduleContentTypes(): string[] {
  const validations = field("page", "modules").items?.validations ?? [];
  return validations.find((validation) => validation.linkContentType)?.linkContentType ?? [];
}

describe("cms-schema", () => {
  it("enumerates exactly the constants of cms/types", () => {
    for (const contentType of moduleContentTypes()) {
      expect(enumeration(contentType, "visibility"), contentType).toEqual(VISIBILITY_RULE_NAMES);
    }
    expect(enumeration("featureModule", "key")).toEqual(FEATURE_KEYS);
    expect(enumeration("dealBanner", "banner")).toEqual(DEAL_BANNER_KINDS);
    expect(enumeration("dataListItem", "field")).toEqual(DATA_LIST_FIELDS);
    expect(enumeration("dataListItem", "format")).toEqual(DATA_LIST_FORMATS);
    expect(enumeration("announcement", "allowedRoles")).toEqual(ANNOUNCEMENT_ROLES);
    expect(enumeration("announcement", "type")).toEqual(ANNOUNCEMENT_TYPES);
    expect(enumeration("promo", "audiences")).toEqual(PROMO_AUDIENCES);
    expect(enumeration("promo", "visibility")).toEqual(VISIBILITY_RULE_NAMES);
    expect(enumeration("dynamicPromos", "maxItems")).toEqual(PROMO_MAX_ITEMS);
    expect(enumeration("actionGrid", "columns")).toEqual(ACTION_GRID_COLUMNS);
  });

  it("has a content type for every module type, and every module type it allows on a page is one", () => {
    expect([...moduleContentTypes()].sort()).toEqual([...MODULE_TYPES].sort());
    for (const contentType of moduleContentTypes()) expect(getContentType(contentType), contentType).toBeDefined();
  });

  it("gives every module an internal name and visibility rules", () => {
    for (const contentType of moduleContentTypes()) {
      expect(
        getContentType(contentType)?.fields.map((definition) => definition.id),
        contentType,
      ).toEqual(expect.arrayContaining(["internalName", "visibility"]));
    }
  });

  it("declares the portal's locales with the default locale", () => {
    expect(contentModel.locales.map((locale) => locale.code).sort()).toEqual([...LOCALES].sort());
    const defaults = contentModel.locales.filter((locale) => locale.default);
    expect(defaults.map((locale) => locale.code)).toEqual([DEFAULT_LOCALE]);
  });

  it("gives every field a help text in the editor interface", () => {
    for (const contentType of contentModel.contentTypes) {
      const editor = contentModelJson.editorInterfaces.find(({ sys }) => sys.contentType.sys.id === contentType.sys.id);
      const helped = (editor?.controls ?? []).filter((control) => control.settings.helpText.length > 0);
      expect(
        helped.map((control) => control.fieldId),
        contentType.sys.id,
      ).toEqual(contentType.fields.map((definition) => definition.id));
    }
  });
});

describe("fixtures/content", () => {
  it("has unique entry ids and unique page slugs", () => {
    const ids = FIXTURE_ENTRIES.map((entry) => entry.sys.id);
    expect(new Set(ids).size).toBe(ids.length);
    const pages = FIXTURE_ENTRIES.filter((entry) => entry.sys.contentType.sys.id === "page");
    const slugs = pages.map((entry) => entry.fields.slug?.[DEFAULT_LOCALE]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("uses only known fields and locales, with non-localized fields in the default locale only", () => {
    for (const entry of FIXTURE_ENTRIES) {
      const contentType = getContentType(entry.sys.contentType.sys.id);
      if (!contentType) continue;
      for (const [fieldId, values] of Object.entries(entry.fields)) {
        const definition = contentType.fields.find((candidate) => candidate.id === fieldId);
        const where = `${entry.sys.id}.${fieldId}`;
        expect(definition, `${where} is in cms-schema`).toBeDefined();
        const expectedLocales = definition?.localized ? LOCALES : [DEFAULT_LOCALE];
        expect(expectedLocales, where).toEqual(expect.arrayContaining(Object.keys(values ?? {})));
      }
    }
  });

  it("names every visibility rule of the code in some entry: no rule exists without a use", () => {
    // A module's, a step's or a choice's rules (a form option's `visibility`).
    const optionRules = (entry: (typeof FIXTURE_ENTRIES)[number]) =>
      Object.values((entry.fields.options ?? {}) as Record<string, unknown>)
        .flatMap((options) => (Array.isArray(options) ? options : []))
        .flatMap((option: { visibility?: string[] }) => option?.visibility ?? []);
    const named = new Set(
      FIXTURE_ENTRIES.flatMap((entry) => [...((entry.fields.visibility?.[DEFAULT_LOCALE] as string[] | undefined) ?? []), ...optionRules(entry)]),
    );
    expect(VISIBILITY_RULE_NAMES.filter((rule) => !named.has(rule))).toEqual([]);
  });

  it("gives a business (Sie) text in every locale that has the text, so that no locale falls back to the German one", () => {
    for (const entry of FIXTURE_ENTRIES) {
      for (const [fieldId, values] of Object.entries(entry.fields)) {
        const plain = fieldId.match(/^business([A-Z].*)$/)?.[1];
        // `businessVariant` links a whole entry (not localized); its texts are checked as the entry's own.
        if (!plain || fieldId === "businessVariant") continue;
        const base = entry.fields[plain.charAt(0).toLowerCase() + plain.slice(1)];
        expect(Object.keys(values ?? {}).sort(), `${entry.sys.id}.${fieldId}`).toEqual(Object.keys(base ?? {}).sort());
      }
    }
  });

  it.each(LOCALES)("validates every entry in %s, and only the deliberate entry fails", (locale) => {
    const lookup = new Map(FIXTURE_ENTRIES.map((entry) => [entry.sys.id, localizeEntry(entry, locale)]));
    const problems = [...lookup.values()].flatMap((entry) => validateEntry(entry, lookup).map((problem) => ({ entry: entry.sys.id, ...problem })));
    expect(problems).toEqual([
      {
        entry: "page-home",
        field: expect.stringMatching(/^modules\[\d+\]$/),
        message: expect.stringContaining('"legacyCarousel"'),
      },
      { entry: DELIBERATELY_UNSUPPORTED, field: "sys.contentType", message: 'unknown content type "legacyCarousel"' },
    ]);
  });

  it.each(LOCALES)("resolves every page in %s with no unsupported module but the deliberate one", (locale) => {
    const lookup = new Map(FIXTURE_ENTRIES.map((entry) => [entry.sys.id, localizeEntry(entry, locale)]));
    const pages = [...lookup.values()].filter((entry) => entry.sys.contentType.sys.id === "page");
    expect(pages).toHaveLength(67);
    for (const page of pages) {
      const { page: resolved, notes } = resolvePageEntry(page, lookup, registry);
      expect(notes, page.sys.id).toEqual([]);
      expect(
        resolved.modules.filter((module) => module.type === "unsupported"),
        page.sys.id,
      ).toEqual(page.sys.id === "page-home" ? [DELIBERATE_UNSUPPORTED_MODULE] : []);
    }
  });
});
