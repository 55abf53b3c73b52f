/**
 * Building blocks for the module component tests (`src/modules/<module>/<module>.test.tsx`): a page
 * context as `cms/cms-page.tsx` builds it, signed-in customers, rich text and CTA fields.
 */
import type { Block, Document, Inline, Text } from "@contentful/rich-text-types";
import type { SessionCustomer } from "@/bff/auth/session-customer";
import type { PageContext } from "@/kernel/page-context";
import type { CtaFields } from "@/modules/cta/cta.contract";
import { inBerlin } from "@/lib/clock";

/** A fixed "now" for date windows: 15 June 2026, noon in Berlin. */
export const NOW = inBerlin("2026-06-15T10:00:00Z");

export const b2cCustomer: SessionCustomer = {
  userId: "user-anna",
  customerId: "customer-anna",
  contactId: "contact-anna",
  email: "anna@example.com",
  emailVerified: true,
  firstName: "Anna",
  lastName: "Privat",
  audience: "b2c",
  role: null,
};

export const b2bDriver: SessionCustomer = {
  userId: "user-bernd",
  customerId: "customer-bernd",
  contactId: "contact-bernd",
  email: "bernd@example.com",
  emailVerified: true,
  firstName: "Bernd",
  lastName: "Business",
  audience: "b2b",
  role: "driver",
};

/**
 * A page context for a visitor on the German home page; `customer` also sets audience and role,
 * as the page does.
 */
export function pageContext(overrides: Partial<PageContext> = {}): PageContext {
  const customer = overrides.customer ?? null;
  return {
    locale: "de-DE",
    path: "/de-DE",
    params: {},
    query: {},
    customer,
    deal: null,
    preview: false,
    editor: false,
    now: NOW,
    audience: customer?.audience ?? "b2c",
    role: customer?.role ?? null,
    ...overrides,
  };
}

export const text = (value: string): Text => ({ nodeType: "text", value, marks: [], data: {} }) as Text;

export const hyperlink = (uri: string, label: string): Inline => ({ nodeType: "hyperlink", data: { uri }, content: [text(label)] }) as Inline;

export const paragraph = (...content: (string | Inline | Text)[]): Block =>
  ({ nodeType: "paragraph", data: {}, content: content.map((node) => (typeof node === "string" ? text(node) : node)) }) as Block;

/** A rich text document; a string is a paragraph of that text. */
export const richText = (...blocks: (string | Block)[]): Document =>
  ({ nodeType: "document", data: {}, content: blocks.map((block) => (typeof block === "string" ? paragraph(block) : block)) }) as Document;

export function ctaFields(overrides: Partial<CtaFields> = {}): CtaFields {
  return {
    text: "Mehr erfahren",
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
    ...overrides,
  };
}
