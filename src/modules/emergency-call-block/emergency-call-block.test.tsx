import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import { pageContext } from "../../../tests/helpers/module-context";
import { EmergencyCallBlock } from "./emergency-call-block";

const entry = (fields: Partial<ModuleEntryOf<"emergencyCallBlock">["fields"]> = {}): ModuleEntryOf<"emergencyCallBlock"> => ({
  id: "emergency",
  type: "emergencyCallBlock",
  visibility: [],
  fields: {
    title: "Im Notfall",
    description: "Bei einem Unfall oder einer Panne erreichst du uns rund um die Uhr.",
    numbers: [
      { id: "breakdown", label: "Pannenhilfe", phoneNumber: "+49 89 1234 5678", hours: "24/7" },
      { id: "damage", label: "Schadenmeldung", phoneNumber: "0800 / 123-45-67", hours: null },
    ],
    ...fields,
  },
});

describe("EmergencyCallBlock", () => {
  it("shows its title, description and the support numbers as a list", () => {
    render(<EmergencyCallBlock entry={entry()} context={pageContext()} />);
    const region = screen.getByRole("region", { name: "Im Notfall" });
    expect(within(region).getByRole("heading", { level: 2, name: "Im Notfall" })).toBeInTheDocument();
    expect(within(region).getByText("Bei einem Unfall oder einer Panne erreichst du uns rund um die Uhr.")).toBeInTheDocument();

    const [breakdown, damage] = within(region).getAllByRole("listitem");
    expect(breakdown).toHaveTextContent("Pannenhilfe");
    expect(breakdown).toHaveTextContent("24/7");
    expect(damage).toHaveTextContent("Schadenmeldung");
    expect(damage).not.toHaveTextContent("24/7");
  });

  it("makes each number a tel: link with only digits and the plus sign", () => {
    render(<EmergencyCallBlock entry={entry()} context={pageContext()} />);
    expect(screen.getByRole("link", { name: "+49 89 1234 5678" })).toHaveAttribute("href", "tel:+498912345678");
    expect(screen.getByRole("link", { name: "0800 / 123-45-67" })).toHaveAttribute("href", "tel:08001234567");
  });

  it("leaves out a missing description", () => {
    render(<EmergencyCallBlock entry={entry({ description: null })} context={pageContext()} />);
    expect(screen.getByRole("region", { name: "Im Notfall" }).querySelectorAll("p")).toHaveLength(0);
  });

  it("marks title and description for editors and not for customers", () => {
    const { container, unmount } = render(<EmergencyCallBlock entry={entry()} context={pageContext({ editor: true })} />);
    expect(container.querySelector('[data-contentful-entry-id="emergency"][data-contentful-field-id="title"]')).toHaveTextContent("Im Notfall");
    expect(container.querySelector('[data-contentful-entry-id="emergency"][data-contentful-field-id="description"]')).toHaveTextContent(
      "Bei einem Unfall oder einer Panne",
    );
    unmount();

    const customer = render(<EmergencyCallBlock entry={entry()} context={pageContext()} />);
    expect(customer.container.querySelector("[data-contentful-field-id], [data-contentful-entry-id]")).toBeNull();
  });
});
