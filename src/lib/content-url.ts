/**
 * Where a link from content may lead: a portal path (but not `//…` or `/\…`, which browsers read
 * as another host), or an https, mailto or tel address. Everything else is refused at the CMS
 * boundary: `javascript:`, `data:`, `vbscript:`, `file:`, plain http, any other scheme. The same
 * pattern is the `regexp` validation of `cta.href` in `cms-schema/`, so Contentful refuses these
 * too; `validate-entry.ts` applies it to the hyperlinks of every rich text field, which the
 * schema cannot express.
 */
export const CONTENT_LINK_PATTERN = "^(/(?![/\\\\])|https://|mailto:|tel:)\\S*$";

const CONTENT_LINK = new RegExp(CONTENT_LINK_PATTERN);

export function isSafeContentLink(url: unknown): url is string {
  return typeof url === "string" && CONTENT_LINK.test(url);
}
