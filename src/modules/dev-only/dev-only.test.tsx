import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEVELOPER_COOKIE, EDITOR_HELPER_COOKIE, editorHelperValue } from "@/cms/editors/developer";
import type { ModuleEntryOf } from "@/cms/types";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { b2bDriver, pageContext } from "../../../tests/helpers/module-context";
import { DevOnly } from "./dev-only";

// The request's cookies, as next/headers hands them to a server component.
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));

const SECRET = "test-editor-helper-secret";
const entry = (fields: Partial<ModuleEntryOf<"devOnly">["fields"]> = {}): ModuleEntryOf<"devOnly"> => ({
  id: "dev",
  type: "devOnly",
  visibility: [],
  fields: { title: "Seitenkontext", note: "Nur für Entwickler sichtbar.", ...fields },
});

function asDeveloper(developer = "dev-lena", helper = editorHelperValue(developer, SECRET)) {
  jar.set(DEVELOPER_COOKIE, developer);
  jar.set(EDITOR_HELPER_COOKIE, helper);
}

/** The diagnostics as term and value pairs. */
const facts = (region: HTMLElement) =>
  Object.fromEntries(
    within(region)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

beforeEach(() => vi.stubEnv("PORTAL_EDITOR_HELPER_SECRET", SECRET));
afterEach(() => {
  jar.clear();
  vi.unstubAllEnvs();
});

describe("DevOnly", () => {
  it("shows a developer whose helper cookie matches the page's context", async () => {
    asDeveloper();
    const context = pageContext({ path: "/de-DE/mycars/deal-bernd", customer: b2bDriver, deal: makeDeal({ id: "deal-bernd", state: "ACTIVE" }) });
    render(await DevOnly({ entry: entry(), context }));
    const region = screen.getByRole("region", { name: "Seitenkontext" });
    expect(within(region).getByRole("heading", { level: 2, name: "Seitenkontext" })).toBeInTheDocument();
    expect(region).toHaveTextContent("Nur für Entwickler sichtbar.");
    expect(facts(region)).toEqual({
      Locale: "de-DE",
      Path: "/de-DE/mycars/deal-bernd",
      Preview: "false",
      Customer: "customer-bernd (b2b, driver)",
      Deal: "deal-bernd (ACTIVE)",
      Now: context.now.format(),
    });
  });

  it("names a signed-out visitor's page, with a default title", async () => {
    asDeveloper();
    render(await DevOnly({ entry: entry({ title: null, note: null }), context: pageContext({ preview: true }) }));
    const region = screen.getByRole("region", { name: "Developer diagnostics" });
    expect(facts(region)).toMatchObject({ Customer: "signed out", Deal: "none", Preview: "true" });
  });

  it.each([
    ["no cookies", () => {}],
    ["only the developer cookie", () => jar.set(DEVELOPER_COOKIE, "dev-lena")],
    ["a helper cookie that does not match", () => asDeveloper("dev-lena", editorHelperValue("dev-other", SECRET))],
    ["a helper cookie made with another secret", () => asDeveloper("dev-lena", editorHelperValue("dev-lena", "guessed-secret"))],
  ])("renders nothing, not even an empty box, with %s", async (_, setCookies) => {
    setCookies();
    const element = await DevOnly({ entry: entry(), context: pageContext() });
    expect(element).toBeNull();
    expect(render(element).container).toBeEmptyDOMElement();
  });

  it("renders nothing when the server has no secret, whatever the cookies say", async () => {
    asDeveloper();
    vi.stubEnv("PORTAL_EDITOR_HELPER_SECRET", "");
    expect(await DevOnly({ entry: entry(), context: pageContext() })).toBeNull();
  });
});
