import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import { hyperlink, pageContext, paragraph, richText } from "../../../tests/helpers/module-context";
import { Textblock } from "./textblock";

const entry = (fields: Partial<ModuleEntryOf<"textblock">["fields"]> = {}): ModuleEntryOf<"textblock"> => ({
  id: "textblock-1",
  type: "textblock",
  visibility: [],
  fields: { title: "Wie viel bist du gefahren?", body: richText("Melde den aktuellen Kilometerstand vom Tacho."), ...fields },
});

describe("Textblock", () => {
  it("shows its title as a heading over the rich text, in a region named by the title", () => {
    render(<Textblock entry={entry({ body: richText("Erster Absatz.", "Zweiter Absatz.") })} context={pageContext()} />);
    const region = screen.getByRole("region", { name: "Wie viel bist du gefahren?" });
    expect(within(region).getByRole("heading", { level: 2, name: "Wie viel bist du gefahren?" })).toBeInTheDocument();
    expect(within(region).getByText("Erster Absatz.").tagName).toBe("P");
    expect(within(region).getByText("Zweiter Absatz.").tagName).toBe("P");
  });

  it("shows its title as the page's h1 where the page names it so (cms/page-heading.ts)", () => {
    const { container } = render(<Textblock entry={entry()} context={pageContext({ headingEntryId: "textblock-1" })} />);
    expect(within(container).getByRole("heading", { level: 1, name: "Wie viel bist du gefahren?" })).toBeInTheDocument();
    expect(within(container).queryByRole("heading", { level: 2 })).not.toBeInTheDocument();
  });

  it("shows only the text when it has no title", () => {
    // Scoped to its own output: in the shared dom pool another file's late portal may still sit in the body.
    const { container } = render(<Textblock entry={entry({ title: null })} context={pageContext()} />);
    const own = within(container);
    expect(own.queryByRole("heading")).not.toBeInTheDocument();
    expect(own.queryByRole("region")).not.toBeInTheDocument();
    expect(own.getByText("Melde den aktuellen Kilometerstand vom Tacho.")).toBeInTheDocument();
  });

  it("puts the locale in front of portal links and opens other sites in a new tab", () => {
    const body = richText(
      paragraph(
        "Siehe ",
        hyperlink("/mycars", "deine Abos"),
        ", die ",
        hyperlink("https://www.example.com/faq", "FAQ"),
        " oder schreib an ",
        hyperlink("mailto:service@example.com", "den Service"),
        ".",
      ),
    );
    render(<Textblock entry={entry({ body })} context={pageContext({ locale: "en-US" })} />);
    // Next's Link adds the base path (/portal) only inside the Next runtime; jsdom shows the path below it.
    const portal = screen.getByRole("link", { name: "deine Abos" });
    expect(portal).toHaveAttribute("href", "/en-US/mycars");
    expect(portal).not.toHaveAttribute("target");

    const external = screen.getByRole("link", { name: "FAQ" });
    expect(external).toHaveAttribute("href", "https://www.example.com/faq");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");

    const mail = screen.getByRole("link", { name: "den Service" });
    expect(mail).toHaveAttribute("href", "mailto:service@example.com");
    expect(mail).not.toHaveAttribute("target");
  });

  it("marks title and body for the live preview inspector when an editor looks", () => {
    const { container } = render(<Textblock entry={entry()} context={pageContext({ editor: true })} />);
    const title = container.querySelector('[data-contentful-field-id="title"]');
    expect(title).toHaveTextContent("Wie viel bist du gefahren?");
    expect(title).toHaveAttribute("data-contentful-entry-id", "textblock-1");
    expect(title).toHaveAttribute("data-contentful-locale", "de-DE");
    expect(container.querySelector('[data-contentful-entry-id="textblock-1"][data-contentful-field-id="body"]')).toHaveTextContent(
      "Melde den aktuellen Kilometerstand vom Tacho.",
    );
  });

  it("gives customers none of the inspector attributes", () => {
    const { container } = render(<Textblock entry={entry()} context={pageContext()} />);
    expect(container.querySelector("[data-contentful-field-id], [data-contentful-entry-id]")).toBeNull();
  });
});
