import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ModuleEntryOf, VisibilityRuleName } from "@/cms/types";
import type { CtaFields } from "@/modules/cta/cta.contract";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { ctaFields, pageContext } from "../../../tests/helpers/module-context";
import { ActionGrid } from "./action-grid";

type Action = ModuleEntryOf<"actionGrid">["fields"]["actions"][number];
const action = (id: string, visibility: VisibilityRuleName[], fields: Partial<CtaFields>): Action => ({
  id,
  type: "cta",
  visibility,
  fields: ctaFields(fields),
});

const actions: Action[] = [
  action("contact", [], { text: "Kontakt aufnehmen", href: "/contact" }),
  action("mileage", ["deal-is-active"], { text: "Kilometerstand melden", href: "/mycars/{subscription_id}/mileage" }),
  action("plan-return", ["deal-is-active", "return-reminder-banner"], { text: "Rückgabe planen", href: "/mycars/{subscription_id}/return" }),
  action("invoices", ["deal-is-ended"], { text: "Schlussrechnung ansehen", href: "/invoices" }),
];

const entry = (fields: Partial<ModuleEntryOf<"actionGrid">["fields"]> = {}): ModuleEntryOf<"actionGrid"> => ({
  id: "grid",
  type: "actionGrid",
  visibility: [],
  fields: { title: "Was möchtest du tun?", columns: 3, actions, ...fields },
});

const onDealPage = (deal = makeDeal({ id: "deal-anna", state: "ACTIVE" })) =>
  pageContext({ path: `/de-DE/mycars/${deal.id}`, params: { dealId: deal.id }, deal });
const linkTexts = () =>
  within(screen.getByRole("list"))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("ActionGrid", () => {
  it("shows, in content order, the actions whose rules hold for the page's deal", () => {
    render(<ActionGrid entry={entry()} context={onDealPage()} />);
    const region = screen.getByRole("region", { name: "Was möchtest du tun?" });
    expect(within(region).getByRole("heading", { level: 2, name: "Was möchtest du tun?" })).toBeInTheDocument();
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    expect(linkTexts()).toEqual(["Kontakt aufnehmen", "Kilometerstand melden"]);
    expect(screen.getByRole("link", { name: "Kilometerstand melden" })).toHaveAttribute("href", "/de-DE/mycars/deal-anna/mileage");
  });

  it("shows an action only when every one of its rules holds", () => {
    render(<ActionGrid entry={entry()} context={onDealPage(makeDeal({ id: "deal-anna", state: "ACTIVE", is_return_window_open: true }))} />);
    expect(linkTexts()).toEqual(["Kontakt aufnehmen", "Kilometerstand melden", "Rückgabe planen"]);
  });

  it("shows an ended deal its own actions", () => {
    render(<ActionGrid entry={entry()} context={onDealPage(makeDeal({ id: "deal-old", state: "ENDED" }))} />);
    expect(linkTexts()).toEqual(["Kontakt aufnehmen", "Schlussrechnung ansehen"]);
  });

  it("shows only actions without rules on a page without a deal", () => {
    render(<ActionGrid entry={entry()} context={pageContext({ path: "/de-DE/mycars" })} />);
    expect(linkTexts()).toEqual(["Kontakt aufnehmen"]);
  });

  it.each([1, 2, 3] as const)("lays the tiles out in %i columns", (columns) => {
    render(<ActionGrid entry={entry({ columns })} context={onDealPage()} />);
    expect(screen.getByRole("list")).toHaveAttribute("data-columns", String(columns));
  });

  it("renders nothing, not even its title, when no action is visible", () => {
    const { container } = render(
      <ActionGrid entry={entry({ actions: actions.filter((candidate) => candidate.visibility.length > 0) })} context={pageContext()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("marks its title for editors and not for customers", () => {
    const { container, unmount } = render(<ActionGrid entry={entry()} context={onDealPage()} />);
    expect(container.querySelector("[data-contentful-field-id]")).toBeNull();
    unmount();

    const editor = render(<ActionGrid entry={entry()} context={{ ...onDealPage(), editor: true }} />);
    expect(editor.container.querySelector('[data-contentful-entry-id="grid"][data-contentful-field-id="title"]')).toHaveTextContent(
      "Was möchtest du tun?",
    );
    expect(editor.container.querySelector('[data-contentful-entry-id="mileage"][data-contentful-field-id="text"]')).toHaveTextContent(
      "Kilometerstand melden",
    );
  });
});
