import { validateRichTextDocument, type Block, type Document, type Inline, type Text } from "@contentful/rich-text-types";
import contentModelJson from "@cms-schema/content-types.json";
import { isSafeContentLink } from "@/lib/content-url";

export interface FieldValidation {
  in?: (string | number)[];
  size?: { min?: number; max?: number };
  regexp?: { pattern: string; flags?: string | null };
  linkContentType?: string[];
  unique?: boolean;
  enabledNodeTypes?: string[];
  enabledMarks?: string[];
  /** Rich text: per node type (e.g. "embedded-entry-block"), which content types its target may have. */
  nodes?: Record<string, { linkContentType?: string[] }[]>;
  message?: string;
}

interface ValueDefinition {
  type: string;
  linkType?: string;
  validations: FieldValidation[];
}

export interface FieldDefinition extends ValueDefinition {
  id: string;
  name: string;
  localized: boolean;
  required: boolean;
  disabled: boolean;
  omitted: boolean;
  items?: ValueDefinition;
}

export interface ContentTypeDefinition {
  sys: { id: string };
  name: string;
  displayField: string;
  description: string;
  fields: FieldDefinition[];
}

export interface LocaleDefinition {
  code: string;
  fallbackCode: string | null;
  default: boolean;
}

export interface ContentModel {
  contentTypes: ContentTypeDefinition[];
  locales: LocaleDefinition[];
}

/** `cms-schema/content-types.json`, checked against the interfaces above at compile time. */
export const contentModel: ContentModel = contentModelJson;

/** An entry in one locale, as the Delivery API returns it with `locale=…` (links unresolved). */
export interface RawEntry {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, unknown>;
}

export type EntryLookup = ReadonlyMap<string, RawEntry>;

export interface EntryProblem {
  field: string;
  message: string;
}

export function getContentType(
  id: string,
  contentTypes: readonly ContentTypeDefinition[] = contentModel.contentTypes,
): ContentTypeDefinition | undefined {
  return contentTypes.find((contentType) => contentType.sys.id === id);
}

/**
 * Checks one single-locale entry against its content type: required fields, field types and
 * the validations `in`, `size`, `regexp`, `linkContentType`, `enabledNodeTypes` and
 * `enabledMarks`. Entry links must point to an entry in `lookup`. (`unique` spans entries and
 * is left to the caller.)
 */
export function validateEntry(
  entry: RawEntry,
  lookup: EntryLookup,
  contentTypes: readonly ContentTypeDefinition[] = contentModel.contentTypes,
): EntryProblem[] {
  const contentTypeId = entry.sys.contentType.sys.id;
  const contentType = getContentType(contentTypeId, contentTypes);
  if (!contentType) return [{ field: "sys.contentType", message: `unknown content type "${contentTypeId}"` }];

  return contentType.fields.flatMap((field) => {
    const value = entry.fields[field.id];
    // Omitted fields are never delivered, so their absence says nothing about the entry.
    if (field.omitted) return [];
    if (value === undefined || value === null) {
      return field.required ? [{ field: field.id, message: "is required" }] : [];
    }
    return checkValue(field.id, value, field, lookup);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The id of an entry link (`{ sys: { type: "Link", linkType: "Entry", id } }`), else null. */
export function entryLinkId(value: unknown): string | null {
  if (!isRecord(value) || !isRecord(value.sys)) return null;
  const { type, linkType, id } = value.sys;
  return type === "Link" && linkType === "Entry" && typeof id === "string" ? id : null;
}

/** A shallow check; `validateEntry` checks the whole tree. */
export function isRichTextDocument(value: unknown): value is Document {
  return isRecord(value) && value.nodeType === "document" && Array.isArray(value.content) && isRecord(value.data);
}

function checkValue(path: string, value: unknown, definition: ValueDefinition & { items?: ValueDefinition }, lookup: EntryLookup): EntryProblem[] {
  const typeProblem = checkType(value, definition, lookup);
  if (typeProblem) return [{ field: path, message: typeProblem }];

  const problems = definition.validations
    .flatMap((validation) => checkValidation(value, validation, lookup))
    .map((message) => ({ field: path, message }));
  if (Array.isArray(value) && definition.items) {
    const items = definition.items;
    problems.push(...value.flatMap((item, index) => checkValue(`${path}[${index}]`, item, items, lookup)));
  }
  return problems;
}

// Contentful's own limits for short and long text.
const MAX_LENGTH = { Symbol: 256, Text: 50_000 };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function checkType(value: unknown, { type, linkType }: ValueDefinition, lookup: EntryLookup): string | null {
  switch (type) {
    case "Symbol":
    case "Text": {
      const max = MAX_LENGTH[type];
      return typeof value === "string" && value.length <= max ? null : `must be a string of at most ${max} characters`;
    }
    case "Integer":
      return Number.isInteger(value) ? null : "must be an integer";
    case "Number":
      return typeof value === "number" && Number.isFinite(value) ? null : "must be a number";
    case "Boolean":
      return typeof value === "boolean" ? null : "must be true or false";
    case "Date":
      return typeof value === "string" && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? null : "must be an ISO 8601 date or date-time";
    case "Object":
      // Contentful's JSON field holds an object or an array (step-form validations are a list).
      return isRecord(value) || Array.isArray(value) ? null : "must be a JSON object or array";
    case "Array":
      return Array.isArray(value) ? null : "must be a list";
    case "RichText": {
      if (!isRichTextDocument(value)) return "must be a rich text document";
      const [error] = validateRichTextDocument(value);
      if (error) return `is not a valid rich text document: ${error.details ?? error.name} at ${error.path?.join(".")}`;
      const unsafe = richTextNodes(value).find((node) => node.nodeType === "hyperlink" && !isSafeContentLink(node.data.uri));
      return unsafe ? `links to ${JSON.stringify(unsafe.data.uri)}, which is not a portal path or an https, mailto or tel address` : null;
    }
    case "Link": {
      if (linkType !== "Entry") return `has unsupported link type "${linkType}"`;
      const id = entryLinkId(value);
      if (id === null) return "must be a link to an entry";
      return lookup.has(id) ? null : `links to missing entry "${id}"`;
    }
    default:
      return `has unsupported field type "${type}"`;
  }
}

function checkValidation(value: unknown, validation: FieldValidation, lookup: EntryLookup): string[] {
  const problems: string[] = [];
  const { in: allowed, size, regexp, linkContentType, enabledNodeTypes, enabledMarks, nodes: nodeRules } = validation;

  if (allowed && !allowed.some((candidate) => candidate === value)) {
    problems.push(`must be one of ${allowed.join(", ")} (is ${JSON.stringify(value)})`);
  }
  if (size && (typeof value === "string" || Array.isArray(value))) {
    const count = (n: number) => `${n} ${typeof value === "string" ? "character" : "item"}${n === 1 ? "" : "s"}`;
    if (size.min !== undefined && value.length < size.min) problems.push(`must have at least ${count(size.min)}`);
    if (size.max !== undefined && value.length > size.max) problems.push(`must have at most ${count(size.max)}`);
  }
  if (regexp && typeof value === "string" && !new RegExp(regexp.pattern, regexp.flags ?? undefined).test(value)) {
    problems.push(`must match /${regexp.pattern}/ (is ${JSON.stringify(value)})`);
  }
  if (linkContentType) {
    const target = lookup.get(entryLinkId(value) ?? "");
    const targetType = target?.sys.contentType.sys.id;
    if (targetType !== undefined && !linkContentType.includes(targetType)) {
      problems.push(`links to a "${targetType}" entry; allowed: ${linkContentType.join(", ")}`);
    }
  }
  if ((enabledNodeTypes || enabledMarks || nodeRules) && isRichTextDocument(value)) {
    const nodes = richTextNodes(value);
    if (enabledNodeTypes) {
      const enabled = new Set([...ALWAYS_ENABLED_NODE_TYPES, ...enabledNodeTypes]);
      const disabled = new Set(nodes.map((node) => node.nodeType).filter((nodeType) => !enabled.has(nodeType)));
      if (disabled.size > 0) problems.push(`uses disabled rich text nodes: ${[...disabled].join(", ")}`);
    }
    if (nodeRules) {
      for (const node of nodes) {
        const allowedTypes = nodeRules[node.nodeType]?.flatMap((rule) => rule.linkContentType ?? []);
        if (!allowedTypes?.length || node.nodeType === "text") continue;
        const targetType = lookup.get(entryLinkId(node.data.target) ?? "")?.sys.contentType.sys.id;
        if (targetType !== undefined && !allowedTypes.includes(targetType)) {
          problems.push(`embeds a "${targetType}" entry in ${node.nodeType}; allowed: ${allowedTypes.join(", ")}`);
        }
      }
    }
    if (enabledMarks) {
      const marks = nodes.flatMap((node) => (node.nodeType === "text" ? node.marks.map((mark) => mark.type) : []));
      const disabled = new Set(marks.filter((mark) => !enabledMarks.includes(mark)));
      if (disabled.size > 0) problems.push(`uses disabled rich text marks: ${[...disabled].join(", ")}`);
    }
  }
  return problems;
}

const ALWAYS_ENABLED_NODE_TYPES = ["document", "paragraph", "list-item", "text"];

function richTextNodes(node: Block | Inline | Text): (Block | Inline | Text)[] {
  return node.nodeType === "text" ? [node] : [node, ...node.content.flatMap(richTextNodes)];
}
