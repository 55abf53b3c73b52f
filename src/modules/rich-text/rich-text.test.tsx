import { render, screen } from "@testing-library/react";
import type { Document } from "@contentful/rich-text-types";
import { describe, expect, it } from "vitest";
import type { PageContext } from "@/kernel/page-context";
import type { PageModule } from "@/cms/types";
import { now } from "@/lib/clock";
import { RichText } from "./rich-text";

const context: PageContext = {
  locale: "de-DE",
  path: "/de-DE",
  params: {},
  query: {},
  customer: null,
  deal: null,
  preview: false,
  editor: false,
  now: now(),
  audience: "b2c",
  role: null,
};
const text = (value: string) => ({ nodeType: "text", value, marks: [], data: {} });
const cta = (id: string, label: string, visibility: string[] = []): PageModule =>
  ({
    id,
    type: "cta",
    visibility,
    fields: {
      text: label,
      href: "/mycars",
      ctaType: "link",
      newTab: false,
      modal: null,
      ctaAction: null,
      variant: "secondary",
      withBorder: false,
      moveUp: false,
      moveDown: false,
      trackingLocation: null,
    },
  }) as PageModule;

const document = {
  nodeType: "document",
  data: {},
  content: [
    {
      nodeType: "paragraph",
      data: {},
      content: [
        text("Alles unter "),
        { nodeType: "entry-hyperlink", data: { resolved: { kind: "page", slug: "mycars" } }, content: [text("Meine Abos")] },
        text(", nicht unter "),
        { nodeType: "entry-hyperlink", data: { resolved: null }, content: [text("einer alten Seite")] },
        text(". "),
        { nodeType: "embedded-entry-inline", data: { resolved: { kind: "module", module: cta("inline", "Direkt hin") } }, content: [] },
        {
          nodeType: "embedded-entry-inline",
          data: { resolved: { kind: "module", module: cta("hidden", "Nur mit Abo", ["deal-is-active"]) } },
          content: [],
        },
      ],
    },
    { nodeType: "embedded-entry-block", data: { resolved: { kind: "module", module: cta("block", "Als Block") } }, content: [] },
    { nodeType: "embedded-entry-block", data: { resolved: null }, content: [] },
  ],
} as unknown as Document;

describe("RichText (issue 3: rich text with embedded entries and links)", () => {
  it("links entry links to their page below the locale, and leaves an unlinkable one as text", () => {
    render(<RichText document={document} context={context} renderModule={() => null} />);
    expect(screen.getByRole("link", { name: "Meine Abos" })).toHaveAttribute("href", "/de-DE/mycars");
    expect(screen.getByText(/einer alten Seite/)).not.toHaveAttribute("href");
    expect(screen.queryByRole("link", { name: "einer alten Seite" })).not.toBeInTheDocument();
  });

  it("renders an inline CTA as its link, only when its visibility rules hold", () => {
    render(<RichText document={document} context={context} renderModule={() => null} />);
    expect(screen.getByRole("link", { name: "Direkt hin" })).toHaveAttribute("href", "/de-DE/mycars");
    expect(screen.queryByRole("link", { name: "Nur mit Abo" })).not.toBeInTheDocument();
  });

  it("hands each embedded block entry to the module renderer", () => {
    const rendered: string[] = [];
    render(
      <RichText
        document={document}
        context={context}
        renderModule={(module) => {
          rendered.push(module.id);
          return <p>Modul {module.id}</p>;
        }}
      />,
    );
    expect(rendered).toEqual(["block"]);
    expect(screen.getByText("Modul block")).toBeInTheDocument();
  });

  it.each([
    "javascript:alert(document.cookie)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "//evil.example/phish",
  ])("renders a hyperlink to %s as plain text, never as a link", (uri) => {
    const linked = {
      nodeType: "document",
      data: {},
      content: [{ nodeType: "paragraph", data: {}, content: [{ nodeType: "hyperlink", data: { uri }, content: [text("Klick")] }] }],
    } as unknown as Document;
    const { container } = render(<RichText document={linked} context={context} renderModule={() => null} />);
    expect(screen.getByText("Klick")).toBeInTheDocument();
    expect(container.querySelector("a")).toBeNull();
  });

  it("links portal paths below the locale and https addresses in a new tab", () => {
    const linked = {
      nodeType: "document",
      data: {},
      content: [
        {
          nodeType: "paragraph",
          data: {},
          content: [
            { nodeType: "hyperlink", data: { uri: "/mycars" }, content: [text("Abos")] },
            { nodeType: "hyperlink", data: { uri: "https://example.com/faq" }, content: [text("FAQ")] },
          ],
        },
      ],
    } as unknown as Document;
    render(<RichText document={linked} context={context} renderModule={() => null} />);
    expect(screen.getByRole("link", { name: "Abos" })).toHaveAttribute("href", "/de-DE/mycars");
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("rel", "noopener noreferrer");
  });
});
