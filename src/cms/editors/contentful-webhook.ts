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
