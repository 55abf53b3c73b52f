import type { Locale } from "@/i18n/locales";
import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import { renderWithIntl } from "../../../tests/helpers/render-with-intl";
import { b2bDriver, b2cCustomer, pageContext } from "../../../tests/helpers/module-context";
import { Chat } from "./chat";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages, namespace: namespace as "chat" }),
  };
});
// The feature's provider is an async server component; here the test's provider holds every message.
vi.mock("@/i18n/feature-messages", () => ({ FeatureMessages: ({ children }: { children: ReactNode }) => children }));
vi.mock("@/api/client", () => ({ callEndpoint: async () => ({ status: 200, data: [] }) }));

const entry: ModuleEntryOf<"chat"> = {
  id: "contact-chat",
  type: "chat",
  visibility: [],
  fields: { title: "Schreib uns", text: "Wir antworten in der Regel innerhalb eines Werktags." },
};

async function renderChat(context = pageContext()) {
  renderWithIntl(<>{await Chat({ entry, context })}</>);
  return screen.getByRole("region", { name: "Schreib uns" });
}

describe("Chat (account.md §2 Chat)", () => {
  it("asks a visitor to sign in, back to this page, instead of showing the form", async () => {
    const region = await renderChat(pageContext({ path: "/de-DE/contact" }));
    expect(within(region).getByText("Bitte melde dich an, um unserem Kundenservice im Chat zu schreiben.")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/de-DE/contact?login=true&next=%2Fde-DE%2Fcontact");
    expect(within(region).queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("gives a customer the chat: the list, the labelled message log and the form", async () => {
    const region = await renderChat(pageContext({ customer: b2cCustomer }));
    expect(within(region).getByText("Wir antworten in der Regel innerhalb eines Werktags.")).toBeInTheDocument();
    expect(within(region).getByRole("log", { name: "Nachrichten" })).toHaveAttribute("aria-live", "polite");
    expect(within(region).getByRole("textbox", { name: "Nachricht" })).toBeInTheDocument();
    expect(await within(region).findByText("Noch keine Unterhaltungen. Schreib uns deine erste Nachricht.")).toBeInTheDocument();
  });

  it("speaks Sie to a business customer", async () => {
    const region = await renderChat(pageContext({ customer: b2bDriver, audience: "b2b" }));
    expect(within(region).getByRole("heading", { name: "Ihre Unterhaltungen" })).toBeInTheDocument();
  });
});
