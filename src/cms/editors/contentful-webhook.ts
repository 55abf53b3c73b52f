import type { CheckedEntry } from "./content-check";

/**
 * Contentful's webhook payload for entries (the `sys` of the entry, and the topic in the
 * `X-Contentful-Topic` header, e.g. "ContentManagement.Entry.publish"). Only entry events that
 * change what customers see revalidate: publish, unpublish, archive and delete.
 */
export interface EntryChange {
  entryId: string;
  /** "page" when the entry is a page (or unknown for a deleted entry): the list of pages may change. */
  contentType: string | null;
  action: "publish" | "unpublish" | "archive" | "delete";
}

const ACTIONS = ["publish", "unpublish", "archive", "delete"] as const;

export function parseEntryChange(topic: string | null, payload: unknown): EntryChange | null {
  const match = /^ContentManagement\.(Entry|DeletedEntry)\.(\w+)$/.exec(topic ?? "");
  const action = ACTIONS.find((candidate) => candidate === match?.[2]);
  if (!match || !action) return null;
  const sys = (payload as { sys?: { id?: unknown; contentType?: { sys?: { id?: unknown } } } } | null)?.sys;
  if (typeof sys?.id !== "string" || sys.id === "") return null;
  const contentType = sys.contentType?.sys?.id;
  return { entryId: sys.id, contentType: typeof contentType === "string" ? contentType : null, action };
}

/** The entry events the content check answers: an editor saving (by hand or as they type) or publishing. */
const CHECKED_ACTIONS = ["save", "auto_save", "publish"] as const;

export interface EntryToCheck {
  action: (typeof CHECKED_ACTIONS)[number];
  /** The entry as the Management API sends it: every field keyed by locale code. */
  entry: CheckedEntry;
}

/**
 * An entry being saved or published (`ContentManagement.Entry.save`, `.auto_save`, `.publish`),
 * with its fields in every locale; null for other topics or a payload without an entry.
 */
export function parseEntryToCheck(topic: string | null, payload: unknown): EntryToCheck | null {
  const match = /^ContentManagement\.Entry\.(\w+)$/.exec(topic ?? "");
  const action = CHECKED_ACTIONS.find((candidate) => candidate === match?.[1]);
  if (!action || typeof payload !== "object" || payload === null) return null;
  const { sys, fields } = payload as { sys?: { id?: unknown; contentType?: { sys?: { id?: unknown } } }; fields?: unknown };
  const contentType = sys?.contentType?.sys?.id;
  if (typeof sys?.id !== "string" || sys.id === "" || typeof contentType !== "string") return null;
  const localized: CheckedEntry["fields"] = {};
  if (typeof fields === "object" && fields !== null)
    for (const [field, values] of Object.entries(fields))
      if (typeof values === "object" && values !== null && !Array.isArray(values)) localized[field] = values as Record<string, unknown>;
  return { action, entry: { sys: { id: sys.id, contentType: { sys: { id: contentType } } }, fields: localized } };
}
