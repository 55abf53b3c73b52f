import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import { b2cCustomer, pageContext } from "../../../tests/helpers/module-context";
import { ReferralTeaser } from "./referral-teaser";

const entry = (fields: Partial<ModuleEntryOf<"referralTeaser">["fields"]> = {}): ModuleEntryOf<"referralTeaser"> => ({
  id: "referral",
  type: "referralTeaser",
  visibility: [],
  fields: { title: "Freunde werben", text: "Ihr bekommt beide 200 € Guthaben.", ctaText: "Jetzt Freunde einladen", ...fields },
});

describe("ReferralTeaser", () => {
  it("shows its texts and links to the referral page of the locale", () => {
    render(<ReferralTeaser entry={entry()} context={pageContext()} />);
    const region = screen.getByRole("region", { name: "Freunde werben" });
    expect(within(region).getByRole("heading", { level: 2, name: "Freunde werben" })).toBeInTheDocument();
    expect(within(region).getByText("Ihr bekommt beide 200 € Guthaben.")).toBeInTheDocument();
    // account.md §2 "Teaser link /portal/de-DE/referral": Next's Link adds the base path in the
    // Next runtime; jsdom shows the path below it.
    expect(within(region).getByRole("link", { name: "Jetzt Freunde einladen" })).toHaveAttribute("href", "/de-DE/referral");
  });

  it("links to the same page for visitors and signed-in customers, and follows the locale", () => {
    render(
      <ReferralTeaser
        entry={entry({ ctaText: "Invite friends" })}
        context={pageContext({ locale: "en-US", path: "/en-US/mycars", customer: b2cCustomer })}
      />,
    );
    expect(screen.getByRole("link", { name: "Invite friends" })).toHaveAttribute("href", "/en-US/referral");
  });

  it("leaves out a missing text", () => {
    render(<ReferralTeaser entry={entry({ text: null })} context={pageContext()} />);
    const region = screen.getByRole("region", { name: "Freunde werben" });
    expect(region).toHaveTextContent(/^Freunde werbenJetzt Freunde einladen$/);
  });

  it("marks title, text and link text for editors and not for customers", () => {
    const { container, unmount } = render(<ReferralTeaser entry={entry()} context={pageContext({ editor: true })} />);
    expect(container.querySelector('[data-contentful-entry-id="referral"][data-contentful-field-id="title"]')).toHaveTextContent("Freunde werben");
    expect(container.querySelector('[data-contentful-entry-id="referral"][data-contentful-field-id="text"]')).toHaveTextContent("200 € Guthaben");
    expect(container.querySelector('a[data-contentful-field-id="ctaText"]')).toHaveTextContent("Jetzt Freunde einladen");
    unmount();

    const customer = render(<ReferralTeaser entry={entry()} context={pageContext()} />);
    expect(customer.container.querySelector("[data-contentful-field-id], [data-contentful-entry-id]")).toBeNull();
  });
});
