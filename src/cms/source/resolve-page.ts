import { BLOCKS, INLINES, type Block, type Document, type Inline, type Text } from "@contentful/rich-text-types";
import {
  ACTION_GRID_COLUMNS,
  ANNOUNCEMENT_ROLES,
  ANNOUNCEMENT_TYPES,
  DATA_LIST_FIELDS,
  DATA_LIST_FORMATS,
  FEATURE_KEYS,
  FORM_FIELD_KINDS,
  PROMO_AUDIENCES,
  PROMO_MAX_ITEMS,
  STEP_FORM_ERROR_ACTIONS,
  STEP_FORM_METHODS,
  STEP_FORM_RESULTS,
  VISIBILITY_RULE_NAMES,
  type CtaFields,
  type FormField,
  type FormStep,
  type StepFormFields,
  type ModuleFieldsByType,
  type ModuleType,
  type PageModule,
  type ResolvedPage,
  type RichTextTarget,
  type UnsupportedModule,
  type VisibilityRuleName,
} from "@/cms/types";
import {
  entryLinkId,
  getContentType,
  isRichTextDocument,
  validateEntry,
  type EntryLookup,
  type RawEntry,
} from "@/cms/schema/validate-entry";

import { isAllowedFormEndpoint } from "@/features/step-forms/rules/endpoint-allow-list";
import { parseFieldCondition } from "@/features/step-forms/rules/field-condition";
import { parseFieldValidation } from "@/features/step-forms/validators/field-validations";
import { env } from "@/lib/env";
import { parseVideoSource, VIDEO_CTA_ACTION } from "@/modules/cta/video-source";

/** A page or one of the entries it needs does not match its content type. */
export class InvalidEntryError extends Error {
  override name = "InvalidEntryError";
}

export interface ResolvedPageResult {
  page: ResolvedPage;
  /** Links that were not followed (missing, unpublished or circular), for the log. */
  notes: string[];
}

/**
 * Turns a single-locale page entry and the entries it links to into a `ResolvedPage`. A module
 * that is of an unknown content type, fails its schema check or needs an invalid entry becomes an
 * `UnsupportedModule`; links to missing entries or back to an ancestor are dropped and noted.
 * Throws `InvalidEntryError` only when the page entry itself is invalid.
 */
export function resolvePageEntry(page: RawEntry, lookup: EntryLookup): ResolvedPageResult {
  const context: Context = { lookup, notes: [], included: new Set([page.sys.id]) };
  // Modules are checked one by one below, so that one bad module cannot fail the whole page.
  const { modules, aside, ...pageFields } = page.fields;
  const checked = checkEntry({ ...page, fields: pageFields }, [], context);
  const resolveModules = (field: string, links: unknown) =>
    followLinks(page, field, Array.isArray(links) ? links : [], [page.sys.id], context).map((entry) => resolveModule(entry, page.sys.id, context));
  const title = checked.requiredText("title");

  return {
    page: {
      id: page.sys.id,
      slug: checked.requiredText("slug"),
      title,
      seo: {
        title: checked.text("seoTitle") ?? title,
        description: checked.text("seoDescription"),
        noIndex: checked.flag("noIndex"),
      },
      modules: resolveModules("modules", modules),
      aside: resolveModules("aside", aside),
      includes: [...context.included].sort(),
    },
    notes: context.notes,
  };
}

interface Context {
  lookup: EntryLookup;
  notes: string[];
  /** Ids of the entries read so far, for revalidation by entry. */
  included: Set<string>;
}

/** A validated entry with typed field access; linked entries are checked when they are read. */
interface CheckedEntry {
  id: string;
  text(field: string): string | null;
  requiredText(field: string): string;
  flag(field: string): boolean;
  oneOf<T extends string>(field: string, allowed: readonly T[]): T | null;
  requiredOneOf<T extends string>(field: string, allowed: readonly T[]): T;
  listOf<T extends string>(field: string, allowed: readonly T[]): T[];
  richText(field: string): Document;
  /** The raw value of an Object (JSON) field; its shape is checked by the caller. */
  object(field: string): unknown;
  link(field: string): CheckedEntry | null;
  links(field: string): CheckedEntry[];
}

// Mapped over `T` itself, so that TypeScript can check `toModule` for a generic `T`.
type ModuleEntryFor<T extends ModuleType> = {
  [K in T]: { id: string; type: K; visibility: VisibilityRuleName[]; fields: ModuleFieldsByType[K] };
}[T];

const SPACINGS = ["small", "medium", "large"] as const;
const CTA_TYPES = ["link", "button"] as const;
const CTA_VARIANTS = ["primary", "secondary", "tertiary"] as const;

function ctaFields(entry: CheckedEntry): CtaFields {
  if (entry.text("ctaAction") === VIDEO_CTA_ACTION && !parseVideoSource(entry.text("href"))) {
    throw new InvalidEntryError(`cta "${entry.id}": ${entry.text("href") ?? "no href"} is not a video the portal can play`);
  }
  return {
    text: entry.requiredText("text"),
    href: entry.text("href"),
    ctaType: entry.oneOf("ctaType", CTA_TYPES) ?? "link",
    newTab: entry.flag("newTab"),
    modal: entry.text("modal"),
    ctaAction: entry.text("ctaAction"),
    variant: entry.oneOf("variant", CTA_VARIANTS) ?? "primary",
    withBorder: entry.flag("withBorder"),
    moveUp: entry.flag("moveUp"),
    moveDown: entry.flag("moveDown"),
    trackingLocation: entry.text("trackingLocation"),
  };
}

const moduleFields: { [T in ModuleType]: (entry: CheckedEntry) => ModuleFieldsByType[T] } = {
  textblock: (entry) => ({ title: entry.text("title"), body: entry.richText("body") }),
  divider: (entry) => ({ spacing: entry.oneOf("spacing", SPACINGS) ?? "medium" }),
  accordion: (entry) => ({
    title: entry.text("title"),
    items: entry.links("items").map((item) => ({
      id: item.id,
      title: item.requiredText("title"),
      body: item.richText("body"),
    })),
  }),
  cta: ctaFields,
  actionGrid: (entry) => ({
    title: entry.text("title"),
    columns: ACTION_GRID_COLUMNS.find((columns) => columns === entry.object("columns")) ?? 3,
    actions: entry.links("actions").map((action) => ({
      id: action.id,
      type: "cta" as const,
      visibility: action.listOf("visibility", VISIBILITY_RULE_NAMES),
      fields: ctaFields(action),
    })),
  }),
  emergencyCallBlock: (entry) => ({
    title: entry.requiredText("title"),
    description: entry.text("description"),
    numbers: entry.links("numbers").map((number) => ({
      id: number.id,
      label: number.requiredText("label"),
      phoneNumber: number.requiredText("phoneNumber"),
      hours: number.text("hours"),
    })),
  }),
  dataList: (entry) => ({
    title: entry.text("title"),
    items: entry.links("items").map((item) => ({
      id: item.id,
      label: item.requiredText("label"),
      field: item.oneOf("field", DATA_LIST_FIELDS),
      format: item.oneOf("format", DATA_LIST_FORMATS) ?? "text",
      value: item.text("value"),
    })),
  }),
  announcement: (entry) => {
    const cta = entry.link("cta");
    return {
      title: entry.requiredText("title"),
      description: entry.text("description"),
      cta: cta && { id: cta.id, ...ctaFields(cta) },
      config: {
        name: entry.requiredText("name"),
        startDate: entry.text("startDate"),
        endDate: entry.text("endDate"),
        allowedRoles: entry.listOf("allowedRoles", ANNOUNCEMENT_ROLES),
        type: entry.oneOf("type", ANNOUNCEMENT_TYPES) ?? "info",
      },
    };
  },
  featureModule: (entry) => ({ key: entry.requiredOneOf("key", FEATURE_KEYS), title: entry.text("title") }),
  dynamicPromos: (entry) => ({
    title: entry.text("title"),
    maxItems: PROMO_MAX_ITEMS.find((max) => max === entry.object("maxItems")) ?? 1,
    promos: entry.links("promos").map((promo) => {
      const cta = promo.link("cta");
      return {
        id: promo.id,
        title: promo.requiredText("title"),
        text: promo.text("text"),
        cta: cta && { id: cta.id, ...ctaFields(cta) },
        startDate: promo.text("startDate"),
        endDate: promo.text("endDate"),
        audiences: promo.listOf("audiences", PROMO_AUDIENCES),
        visibility: promo.listOf("visibility", VISIBILITY_RULE_NAMES),
      };
    }),
  }),
  carSlider: (entry) => ({
    title: entry.text("title"),
    onlyWithoutSubscription: entry.flag("onlyWithoutSubscription"),
    offers: entry.links("offers").map((offer) => ({
      id: offer.id,
      name: offer.requiredText("name"),
      image: offer.requiredText("image"),
      priceFrom: Number(offer.object("priceFrom")),
      href: offer.requiredText("href"),
    })),
  }),
  referralTeaser: (entry) => ({ title: entry.requiredText("title"), text: entry.text("text"), ctaText: entry.requiredText("ctaText") }),
  steps: stepFormFields,
  devOnly: (entry) => ({ title: entry.text("title"), note: entry.text("note") }),
};

/** A step form whose endpoint is not on the allow-list fails here, so it is never rendered or posted to. */
function stepFormFields(entry: CheckedEntry): StepFormFields {
  const url = entry.requiredText("submitUrl");
  const method = entry.oneOf("submitMethod", STEP_FORM_METHODS) ?? "POST";
  if (!isAllowedFormEndpoint(url, method, env.formHosts())) {
    throw new InvalidEntryError(`steps "${entry.id}": ${method} ${url} is not an allowed form endpoint`);
  }
  return {
    title: entry.text("title"),
    steps: entry.links("steps").map(formStep),
    submit: { url, method, includeDealId: entry.flag("includeDealId"), text: entry.requiredText("submitText") },
    errorAction: entry.oneOf("errorAction", STEP_FORM_ERROR_ACTIONS) ?? "request-error-modal",
    errorMessage: entry.text("errorMessage"),
    result: entry.oneOf("result", STEP_FORM_RESULTS) ?? "message",
    successTitle: entry.text("successTitle"),
    successText: entry.text("successText"),
  };
}

function formStep(entry: CheckedEntry): FormStep {
  return {
    id: entry.id,
    title: entry.requiredText("title"),
    fields: entry.links("fields").map(formField),
    condition: withEntry(entry, () => parseFieldCondition(entry.object("condition"))),
  };
}

function formField(entry: CheckedEntry): FormField {
  const options = entry.object("options");
  const validations = entry.object("validations");
  return {
    id: entry.id,
    name: entry.requiredText("name"),
    label: entry.requiredText("label"),
    kind: entry.requiredOneOf("kind", FORM_FIELD_KINDS),
    placeholder: entry.text("placeholder"),
    helpText: entry.text("helpText"),
    options: withEntry(entry, () => parseOptions(options)),
    validations: withEntry(entry, () => (Array.isArray(validations) ? validations.map(parseFieldValidation) : [])),
    condition: withEntry(entry, () => parseFieldCondition(entry.object("condition"))),
    mapTo: entry.text("mapTo"),
  };
}

function parseOptions(raw: unknown): FormField["options"] {
  if (raw === null || raw === undefined) return [];
  if (!Array.isArray(raw)) throw new Error("options must be a list of { value, label }");
  return raw.map((option) => {
    const { value, label } = (option ?? {}) as Record<string, unknown>;
    if (typeof value !== "string" || typeof label !== "string") throw new Error("each option needs a value and a label");
    return { value, label };
  });
}

/** Names the entry in a content error thrown while reading one of its JSON fields. */
function withEntry<T>(entry: CheckedEntry, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new InvalidEntryError(`"${entry.id}": ${error instanceof Error ? error.message : String(error)}`);
  }
}

function isModuleType(contentType: string): contentType is ModuleType {
  return Object.hasOwn(moduleFields, contentType);
}

function toModule<T extends ModuleType>(type: T, entry: CheckedEntry): ModuleEntryFor<T> {
  const visibility = entry.listOf("visibility", VISIBILITY_RULE_NAMES);
  return { id: entry.id, type, visibility, fields: moduleFields[type](entry) };
}

function resolveModule(entry: RawEntry, pageId: string, context: Context): PageModule {
  context.included.add(entry.sys.id);
  const contentType = entry.sys.contentType.sys.id;
  const unsupported = (problem: string): UnsupportedModule => ({
    id: entry.sys.id,
    type: "unsupported",
    contentType,
    problem,
    visibility: knownVisibilityRules(entry.fields.visibility),
  });

  if (!isModuleType(contentType)) {
    return unsupported(
      getContentType(contentType)
        ? `content type "${contentType}" is not a page module`
        : `unknown content type "${contentType}"`,
    );
  }
  try {
    return toModule(contentType, checkEntry(entry, [pageId], context));
  } catch (error) {
    // Whatever goes wrong with one module, the rest of the page still renders.
    return unsupported(error instanceof Error ? error.message : String(error));
  }
}

function knownVisibilityRules(value: unknown): VisibilityRuleName[] {
  const rules: readonly unknown[] = Array.isArray(value) ? value : [];
  return VISIBILITY_RULE_NAMES.filter((rule) => rules.includes(rule));
}

/** The entry a link leads to, or why it is not followed. */
function follow(value: unknown, path: readonly string[], lookup: EntryLookup): RawEntry | string {
  const id = entryLinkId(value);
  if (id === null) return "ignored a value that is not an entry link";
  if (path.includes(id)) return `not following the link back to "${id}", which contains this entry`;
  return lookup.get(id) ?? `dropped the link to missing or unpublished entry "${id}"`;
}

function followLinks(
  from: RawEntry,
  field: string,
  values: readonly unknown[],
  path: readonly string[],
  context: Context,
): RawEntry[] {
  return values.flatMap((value) => {
    const target = follow(value, path, context.lookup);
    if (typeof target !== "string") return [target];
    context.notes.push(`${from.sys.id}.${field}: ${target}`);
    return [];
  });
}

/** Drops the links that cannot be followed, so that validation judges what is left. */
function withFollowableLinks(entry: RawEntry, path: readonly string[], context: Context): RawEntry {
  const keep = (field: string, value: unknown) =>
    entryLinkId(value) === null || followLinks(entry, field, [value], path, context).length > 0;
  const fields = Object.fromEntries(
    Object.entries(entry.fields).flatMap(([field, value]): [string, unknown][] => {
      if (Array.isArray(value)) return [[field, value.filter((item) => keep(field, item))]];
      return keep(field, value) ? [[field, value]] : [];
    }),
  );
  return { ...entry, fields };
}

function checkEntry(raw: RawEntry, ancestors: readonly string[], context: Context): CheckedEntry {
  const id = raw.sys.id;
  context.included.add(id);
  const name = `${raw.sys.contentType.sys.id} "${id}"`;
  const path = [...ancestors, id];
  const entry = withFollowableLinks(raw, path, context);
  const problems = validateEntry(entry, context.lookup);
  if (problems.length > 0) {
    const details = problems.map((problem) => `${problem.field} ${problem.message}`);
    throw new InvalidEntryError(`${name}: ${details.join("; ")}`);
  }

  const { fields } = entry;
  // Validation has passed, so these only fail when the code and `cms-schema/` disagree.
  const drift = (field: string, expected: string) =>
    new InvalidEntryError(`${name}: ${field} is not ${expected}; is cms-schema out of date?`);
  const pick = <T extends string>(field: string, allowed: readonly T[], value: unknown): T => {
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined) throw drift(field, `one of ${allowed.join(", ")}`);
    return match;
  };
  const linked = (value: unknown): CheckedEntry[] => {
    const targetId = entryLinkId(value);
    const target = targetId === null ? undefined : context.lookup.get(targetId);
    return target ? [checkEntry(target, path, context)] : [];
  };

  const checked: CheckedEntry = {
    id,
    text: (field) => {
      const value = fields[field];
      return typeof value === "string" ? value : null;
    },
    requiredText: (field) => checked.text(field) ?? throwError(drift(field, "a string")),
    flag: (field) => fields[field] === true,
    oneOf: (field, allowed) => {
      const value = fields[field];
      return value === undefined || value === null ? null : pick(field, allowed, value);
    },
    requiredOneOf: (field, allowed) => checked.oneOf(field, allowed) ?? throwError(drift(field, "set")),
    listOf: (field, allowed) => {
      const value = fields[field];
      return Array.isArray(value) ? value.map((item) => pick(field, allowed, item)) : [];
    },
    richText: (field) => {
      const value = fields[field];
      return isRichTextDocument(value) ? withRichTextTargets(value, raw, path, context) : throwError(drift(field, "a rich text document"));
    },
    object: (field) => fields[field] ?? null,
    link: (field) => linked(fields[field])[0] ?? null,
    links: (field) => {
      const value = fields[field];
      return Array.isArray(value) ? value.flatMap(linked) : [];
    },
  };
  return checked;
}

const EMBEDDED_ENTRY_NODES = new Set<string>([BLOCKS.EMBEDDED_ENTRY, INLINES.EMBEDDED_ENTRY, INLINES.ENTRY_HYPERLINK]);

/**
 * Resolves the entries rich text embeds or links to (issue 3: "rich text … including embedded
 * entries and links"): an embedded entry becomes the module it is, checked like any module (so a
 * broken one is an unsupported placeholder, never a broken page); an entry link becomes the slug
 * of the page it names. A copy: the raw entry stays as the source gave it.
 */
function withRichTextTargets(document: Document, from: RawEntry, path: readonly string[], context: Context): Document {
  const visit = <N extends Block | Inline | Text>(node: N): N => {
    if (node.nodeType === "text") return node;
    const content = (node as Block | Inline).content.map((child) => visit(child as Block | Inline | Text));
    if (!EMBEDDED_ENTRY_NODES.has(node.nodeType)) return { ...node, content };
    return { ...node, content, data: { ...node.data, resolved: richTextTarget(node as Block | Inline, from, path, context) } };
  };
  return visit(document as unknown as Block) as unknown as Document;
}

function richTextTarget(node: Block | Inline, from: RawEntry, path: readonly string[], context: Context): RichTextTarget {
  const target = follow(node.data.target, path, context.lookup);
  if (typeof target === "string") {
    context.notes.push(`${from.sys.id} rich text: ${target}`);
    return null;
  }
  context.included.add(target.sys.id);
  const contentType = target.sys.contentType.sys.id;
  if (node.nodeType === INLINES.ENTRY_HYPERLINK) {
    const slug = contentType === "page" ? target.fields.slug : undefined;
    // A page with a dynamic segment (mycars/[dealId]) has no single address to link to.
    return typeof slug === "string" && !slug.includes("[") ? { kind: "page", slug } : null;
  }
  if (!isModuleType(contentType)) return null;
  try {
    return { kind: "module", module: toModule(contentType, checkEntry(target, path, context)) };
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    return { kind: "module", module: { id: target.sys.id, type: "unsupported", contentType, problem, visibility: [] } };
  }
}

function throwError(error: Error): never {
  throw error;
}
