import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import { hyperlink, pageContext, paragraph, richText } from "../../../tests/helpers/module-context";
import { Accordion } from "./accordion";

const entry = (fields: Partial<ModuleEntryOf<"accordion">["fields"]> = {}): ModuleEntryOf<"accordion"> => ({
  id: "faq",
  type: "accordion",
  visibility: [],
  fields: {
    title: "Häufige Fragen",
    items: [
      {
        id: "faq-insurance",
        title: "Ist die Versicherung inklusive?",
        body: richText("Ja, Vollkasko und Haftpflicht sind im Monatspreis enthalten."),
      },
      {
        id: "faq-mileage",
        title: "Was passiert, wenn ich mehr fahre?",
        body: richText(paragraph("Du kannst dein ", hyperlink("/mycars", "Kilometerpaket erhöhen"), ".")),
      },
    ],
    ...fields,
  },
});

const summary = (title: string) => screen.getByText(title, { selector: "summary" });

describe("Accordion", () => {
  it("shows its title and one native disclosure widget per item, all closed", () => {
    render(<Accordion entry={entry()} context={pageContext()} />);
    const region = screen.getByRole("region", { name: "Häufige Fragen" });
    expect(within(region).getByRole("heading", { level: 2, name: "Häufige Fragen" })).toBeInTheDocument();
    const groups = within(region).getAllByRole("group");
    expect(groups).toHaveLength(2);
    for (const group of groups) {
      expect(group.tagName).toBe("DETAILS");
      expect(group).not.toHaveAttribute("open");
    }
    expect(summary("Ist die Versicherung inklusive?")).toBeVisible();
    expect(screen.getByText("Ja, Vollkasko und Haftpflicht sind im Monatspreis enthalten.")).not.toBeVisible();
  });

  it("opens an item when its summary is clicked, and closes it on a second click", () => {
    render(<Accordion entry={entry()} context={pageContext()} />);
    const answer = screen.getByText("Ja, Vollkasko und Haftpflicht sind im Monatspreis enthalten.");
    fireEvent.click(summary("Ist die Versicherung inklusive?"));
    expect(answer).toBeVisible();
    expect(answer.closest("details")).toHaveAttribute("open");
    // The other item stays closed.
    expect(screen.getByRole("link", { name: "Kilometerpaket erhöhen", hidden: true })).not.toBeVisible();

    fireEvent.click(summary("Ist die Versicherung inklusive?"));
    expect(answer).not.toBeVisible();
  });

  it("renders rich text in the answers, with portal links below the locale", () => {
    render(<Accordion entry={entry()} context={pageContext()} />);
    fireEvent.click(summary("Was passiert, wenn ich mehr fahre?"));
    expect(screen.getByRole("link", { name: "Kilometerpaket erhöhen" })).toHaveAttribute("href", "/de-DE/mycars");
  });

  it("shows the items without heading when it has no title", () => {
    render(<Accordion entry={entry({ title: null })} context={pageContext()} />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getAllByRole("group")).toHaveLength(2);
  });

  it("marks the title and each item's fields for editors, under the item's own entry id", () => {
    const { container } = render(<Accordion entry={entry()} context={pageContext({ editor: true })} />);
    expect(container.querySelector('[data-contentful-entry-id="faq"][data-contentful-field-id="title"]')).toHaveTextContent("Häufige Fragen");
    expect(container.querySelector('[data-contentful-entry-id="faq-insurance"][data-contentful-field-id="title"]')).toHaveTextContent(
      "Ist die Versicherung inklusive?",
    );
    expect(container.querySelector('[data-contentful-entry-id="faq-mileage"][data-contentful-field-id="body"]')).toHaveTextContent(
      "Du kannst dein Kilometerpaket erhöhen.",
    );
  });

  it("gives customers none of the inspector attributes", () => {
    const { container } = render(<Accordion entry={entry()} context={pageContext()} />);
    expect(container.querySelector("[data-contentful-field-id], [data-contentful-entry-id]")).toBeNull();
  });
});
