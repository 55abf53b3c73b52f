import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Document } from "@contentful/rich-text-types";
import { makeDeal } from "../../tests/helpers/make-deal";
import { NOW } from "../../tests/helpers/module-context";
import type { PageContext } from "@/kernel/page-context";
import { ModuleArea, RenderModules } from "./render-modules";
import type { PageModule } from "./types";

const paragraph = (text: string): Document =>
  ({
    nodeType: "document",
    data: {},
    content: [{ nodeType: "paragraph", data: {}, content: [{ nodeType: "text", value: text, marks: [], data: {} }] }],
  }) as Document;

function context(overrides: Partial<PageContext> = {}): PageContext {
  return {
    locale: "de-DE",
    path: "/de-DE",
    params: {},
    query: {},
    customer: null,
    deal: null,
    preview: false,
    editor: false,
    // A fixed day: the deals end on make-deal.ts's fixed dates.
    now: NOW,
    audience: "b2c",
    role: null,
    ...overrides,
  };
}

const textblock = (id: string, text: string, visibility: PageModule["visibility"] = []): PageModule => ({
  id,
  type: "textblock",
  visibility,
  fields: { title: null, body: paragraph(text) },
});

afterEach(() => vi.restoreAllMocks());

describe("RenderModules", () => {
  it("shows business customers an entry's business variant, everyone else the entry (issue 21 item 1)", () => {
    const welcome = {
      ...textblock("welcome", "Hier hast du dein Auto-Abo im Blick."),
      businessVariant: textblock("welcome-b2b", "Hier haben Sie Ihr Auto-Abo im Blick."),
    };
    const { unmount } = render(<RenderModules context={context({ audience: "b2b" })} modules={[welcome as PageModule]} />);
    expect(screen.getByText("Hier haben Sie Ihr Auto-Abo im Blick.")).toBeInTheDocument();
    expect(screen.queryByText(/du dein/)).toBeNull();
    unmount();
    render(<RenderModules context={context()} modules={[welcome as PageModule]} />);
    expect(screen.getByText("Hier hast du dein Auto-Abo im Blick.")).toBeInTheDocument();
  });

  it("renders modules in order and leaves out an unsupported entry with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(
      <RenderModules
        context={context()}
        modules={[
          textblock("a", "Erster Block"),
          { id: "legacy", type: "unsupported", contentType: "legacyCarousel", problem: "unknown content type", visibility: [] },
          textblock("b", "Zweiter Block"),
        ]}
      />,
    );
    const texts = screen.getAllByText(/Block$/).map((el) => el.textContent);
    expect(texts).toEqual(["Erster Block", "Zweiter Block"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("legacyCarousel (entry legacy)"));
  });

  it("shows a module only when every visibility rule holds for the page's deal", () => {
    const modules = [
      textblock("active", "Nur aktiv", ["deal-is-active"]),
      textblock("returning", "Rückgabe geplant", ["deal-is-active", "return-is-scheduled"]),
    ];
    const { rerender } = render(<RenderModules context={context({ deal: makeDeal({ state: "ACTIVE" }) })} modules={modules} />);
    expect(screen.getByText("Nur aktiv")).toBeInTheDocument();
    expect(screen.queryByText("Rückgabe geplant")).not.toBeInTheDocument();

    rerender(
      <RenderModules
        context={context({ deal: makeDeal({ state: "ACTIVE", return_type: "PICKUP", days_left_to_schedule_return: 12 }) })}
        modules={modules}
      />,
    );
    expect(screen.getByText("Rückgabe geplant")).toBeInTheDocument();

    rerender(<RenderModules context={context({ deal: null })} modules={modules} />);
    expect(screen.queryByText("Nur aktiv")).not.toBeInTheDocument();
  });

  it("keeps the page when one module throws while rendering", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = {
      ...textblock("broken", ""),
      fields: { title: null, body: { nodeType: "document", data: {}, content: null } as unknown as Document },
    } as PageModule;
    render(<RenderModules context={context()} modules={[textblock("before", "Davor"), broken, textblock("after", "Danach")]} />);
    expect(screen.getByText("Davor")).toBeInTheDocument();
    expect(screen.getByText("Danach")).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("textblock (entry broken) failed to render"), expect.anything(), expect.anything());
  });
});

describe("RenderModules in preview (issue 3: editors)", () => {
  const modules: PageModule[] = [
    textblock("a", "Erster Block"),
    { id: "legacy", type: "unsupported", contentType: "legacyCarousel", problem: "unknown content type", visibility: [] },
  ];

  it("shows editors a labelled placeholder for an unsupported entry and the live-preview attributes", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = render(<RenderModules context={context({ preview: true, editor: true, locale: "en-US" })} modules={modules} />);
    expect(screen.getByRole("note", { name: "Unsupported module legacyCarousel" })).toHaveTextContent("entry legacy");
    expect(container.querySelector('[data-contentful-entry-id="a"][data-contentful-locale="en-US"]')).toHaveTextContent("Erster Block");
  });

  it("links each module to its entry in Contentful when a space is configured", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubEnv("CONTENTFUL_SPACE_ID", "space1");
    render(<RenderModules context={context({ preview: true, editor: true })} modules={modules} />);
    expect(screen.getByRole("link", { name: "Edit textblock in Contentful" })).toHaveAttribute(
      "href",
      "https://app.contentful.com/spaces/space1/environments/master/entries/a",
    );
    vi.unstubAllEnvs();
  });

  it("marks each rendered field for the live preview inspector", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const titled = { ...textblock("a", "Erster Block"), fields: { title: "Titel", body: paragraph("Erster Block") } } as PageModule;
    const { container } = render(<RenderModules context={context({ preview: true, editor: true, locale: "en-US" })} modules={[titled]} />);
    const title = container.querySelector('[data-contentful-field-id="title"]');
    expect(title).toHaveTextContent("Titel");
    expect(title).toHaveAttribute("data-contentful-entry-id", "a");
    expect(title).toHaveAttribute("data-contentful-locale", "en-US");
    expect(container.querySelector('[data-contentful-entry-id="a"][data-contentful-field-id="body"]')).not.toBeNull();
  });

  it("gives editors with editor cookies edit links on the live page, without the preview placeholders", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubEnv("CONTENTFUL_SPACE_ID", "space1");
    render(<RenderModules context={context({ editor: true })} modules={modules} />);
    expect(screen.getByRole("link", { name: "Edit textblock in Contentful" })).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    vi.unstubAllEnvs();
  });

  it("shows customers none of it", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubEnv("CONTENTFUL_SPACE_ID", "space1");
    const { container } = render(<RenderModules context={context()} modules={modules} />);
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(container.querySelector("[data-contentful-entry-id]")).toBeNull();
    vi.unstubAllEnvs();
  });
});

describe("ModuleArea: the page's modules behind one boundary", () => {
  it("says the page is loading, as a status, while its modules wait for their data (a navigation between pages)", () => {
    const pending = new Promise<never>(() => {});
    function Waiting(): never {
      throw pending;
    }
    render(
      <ModuleArea loadingLabel="Seite wird geladen …">
        <Waiting />
      </ModuleArea>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Seite wird geladen …");
  });

  it("shows the modules, and no status, once they are there", () => {
    render(
      <ModuleArea loadingLabel="Seite wird geladen …">
        <p>Inhalt</p>
      </ModuleArea>,
    );
    expect(screen.getByText("Inhalt")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
