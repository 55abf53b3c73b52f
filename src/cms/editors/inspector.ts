import type { PageContext } from "@/kernel/page-context";

export type InspectorProps =
  { "data-contentful-entry-id": string; "data-contentful-field-id": string; "data-contentful-locale": string } | Record<string, never>;

/**
 * The attributes Contentful's live preview inspector reads on a rendered field (editor
 * preview): which entry and field a text came from, in which locale. Only editors get them
 * (draft mode or editor cookies); customers' pages carry none.
 */
export function inspectorProps(context: Pick<PageContext, "editor" | "locale">, entryId: string, fieldId: string): InspectorProps {
  if (!context.editor) return {};
  return { "data-contentful-entry-id": entryId, "data-contentful-field-id": fieldId, "data-contentful-locale": context.locale };
}
