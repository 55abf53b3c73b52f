import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import type { CtaFields } from "./cta.contract";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { ctaFields, pageContext } from "../../../tests/helpers/module-context";
import { renderWithIntl } from "../../../tests/helpers/render-with-intl";
import { Cta } from "./cta";

const entry = (fields: Partial<CtaFields> = {}): ModuleEntryOf<"cta"> => ({ id: "cta-1", type: "cta", visibility: [], fields: ctaFields(fields) });

afterEach(() => vi.restoreAllMocks());

describe("Cta", () => {
  it("puts the locale in front of a portal path", () => {
    render(<Cta entry={entry({ text: "Zu meinen Abos", href: "/mycars" })} context={pageContext({ locale: "en-US" })} />);
    // Next's Link adds the base path (/portal) only inside the Next runtime; jsdom shows the path below it.
    const link = screen.getByRole("link", { name: "Zu meinen Abos" });
    expect(link).toHaveAttribute("href", "/en-US/mycars");
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("rel");
  });

  it.each([
    ["/", "/de-DE"],
    [null, "/de-DE"],
  ])("links %s to the home page of the locale", (href, expected) => {
    render(<Cta entry={entry({ text: "Startseite", href })} context={pageContext()} />);
    expect(screen.getByRole("link", { name: "Startseite" })).toHaveAttribute("href", expected);
  });

  it("looks like a button in its variant for cta_type button, and like a text link for cta_type link", () => {
    render(
      <>
        <Cta entry={{ ...entry({ text: "Als Knopf", href: "/mycars", ctaType: "button", variant: "primary" }), id: "a" }} context={pageContext()} />
        <Cta
          entry={{ ...entry({ text: "Zweiter Knopf", href: "/mycars", ctaType: "button", variant: "secondary" }), id: "b" }}
          context={pageContext()}
        />
        <Cta entry={{ ...entry({ text: "Als Link", href: "/mycars", ctaType: "link", variant: "primary" }), id: "c" }} context={pageContext()} />
        <Cta entry={{ ...entry({ text: "Auch Link", href: "/mycars", ctaType: "link", variant: "secondary" }), id: "d" }} context={pageContext()} />
      </>,
    );
    const className = (name: string) => screen.getByRole("link", { name }).className;
    expect(className("Als Knopf")).not.toBe(className("Zweiter Knopf"));
    expect(className("Als Link")).toBe(className("Auch Link"));
    expect(className("Als Link")).not.toBe(className("Als Knopf"));
  });

  it("fills the page's deal into a link template", () => {
    const context = pageContext({ path: "/de-DE/mycars/deal-anna", deal: makeDeal({ id: "deal-anna" }) });
    render(<Cta entry={entry({ text: "Kilometerstand melden", href: "/mycars/{subscription_id}/mileage" })} context={context} />);
    expect(screen.getByRole("link", { name: "Kilometerstand melden" })).toHaveAttribute("href", "/de-DE/mycars/deal-anna/mileage");
  });

  it("shows nothing, with a warning, when the page has no deal for the template", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = render(
      <Cta entry={entry({ text: "Kilometerstand melden", href: "/mycars/{subscription_id}/mileage" })} context={pageContext()} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("CTA cta-1 not shown"));
  });

  it.each([
    ["https://www.example.com/ratgeber", "Zum Ratgeber"],
    ["mailto:service@example.com", "E-Mail schreiben"],
    ["tel:+498912345600", "Anrufen"],
  ])("keeps %s as it is", (href, text) => {
    render(<Cta entry={entry({ text, href })} context={pageContext()} />);
    const link = screen.getByRole("link", { name: text });
    expect(link).toHaveAttribute("href", href);
    expect(link).not.toHaveAttribute("target");
  });

  it.each([
    ["https://www.example.com/ratgeber", "https://www.example.com/ratgeber"],
    ["/loyalty", "/de-DE/loyalty"],
  ])("opens %s in a new tab when content asks for it", (href, expected) => {
    render(<Cta entry={entry({ text: "Neuer Tab", href, newTab: true })} context={pageContext()} />);
    const link = screen.getByRole("link", { name: "Neuer Tab" });
    expect(link).toHaveAttribute("href", expected);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("links a modal to the current page with modalName, as a client navigation (Next adds the base path)", () => {
    const context = pageContext({ path: "/de-DE/mycars/deal-anna", deal: makeDeal({ id: "deal-anna" }) });
    render(<Cta entry={entry({ text: "Kilometerpaket erhöhen", href: "/ignored", modal: "mileage-upgrade" })} context={context} />);
    expect(screen.getByRole("link", { name: "Kilometerpaket erhöhen" })).toHaveAttribute("href", "/de-DE/mycars/deal-anna?modalName=mileage-upgrade");
  });

  it("keeps the tracking location for analytics", () => {
    render(<Cta entry={entry({ text: "Mehr erfahren", trackingLocation: "home-hero" })} context={pageContext()} />);
    expect(screen.getByRole("link", { name: "Mehr erfahren" })).toHaveAttribute("data-tracking-location", "home-hero");
  });

  it("marks its text for editors and not for customers", () => {
    const { container, unmount } = render(<Cta entry={entry({ text: "Mehr erfahren" })} context={pageContext({ editor: true })} />);
    const marked = container.querySelector('[data-contentful-entry-id="cta-1"][data-contentful-field-id="text"]');
    expect(marked).toHaveTextContent("Mehr erfahren");
    expect(marked).toHaveAttribute("data-contentful-locale", "de-DE");
    unmount();

    const customer = render(<Cta entry={entry({ text: "Mehr erfahren" })} context={pageContext()} />);
    expect(customer.container.querySelector("[data-contentful-field-id], [data-contentful-entry-id]")).toBeNull();
  });
});

describe("Cta with the video action", () => {
  const video = (href: string | null) => entry({ text: "So funktioniert's", href, ctaAction: "video" });

  it("is a button, not a link, and shows no player until it is pressed", () => {
    renderWithIntl(<Cta entry={video("https://www.youtube.com/watch?v=dQw4w9WgXcQ")} context={pageContext()} />);
    expect(screen.getByRole("button", { name: "So funktioniert's" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("opens a dialog with the YouTube video from the privacy-friendly host, and closes it again", () => {
    renderWithIntl(<Cta entry={video("https://www.youtube.com/watch?v=dQw4w9WgXcQ")} context={pageContext()} />);
    fireEvent.click(screen.getByRole("button", { name: "So funktioniert's" }));

    const dialog = screen.getByRole("dialog", { name: "So funktioniert's" });
    const player = within(dialog).getByTitle("So funktioniert's");
    expect(player.tagName).toBe("IFRAME");
    expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");

    fireEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull(); // the player stops with the dialog
  });

  it("plays a video file from Contentful in a video element", () => {
    renderWithIntl(<Cta entry={video("https://videos.ctfassets.net/space/asset/abc/how-it-works.mp4")} context={pageContext()} />);
    fireEvent.click(screen.getByRole("button", { name: "So funktioniert's" }));
    const dialog = screen.getByRole("dialog", { name: "So funktioniert's" });
    const player = dialog.querySelector("video");
    expect(player).toHaveAttribute("src", "https://videos.ctfassets.net/space/asset/abc/how-it-works.mp4");
    expect(player).toHaveAttribute("controls");
    expect(dialog.querySelector("iframe")).toBeNull();
  });

  it.each([["https://evil.example/clip.mp4"], [null]])("shows nothing for a source it may not play (%s)", (href) => {
    const { container } = renderWithIntl(<Cta entry={video(href)} context={pageContext()} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(container.querySelector("iframe, video")).toBeNull();
  });
});
