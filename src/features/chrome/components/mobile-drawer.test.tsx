import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import messages from "@/messages/de-DE.json";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { MobileDrawer, type MobileDrawerProps } from "./mobile-drawer.client";

vi.mock("next/navigation", () => ({ usePathname: () => "/de-DE/imprint" }));

const props: MobileDrawerProps = {
  navigation: [{ label: "Auto-Abo", href: "/portal/de-DE/subscribe", sections: [] }],
  help: { label: "Hilfe", href: "/portal/de-DE/help" },
  search: null,
  userPanel: <a href="/portal/de-DE/mycars">Meine Abos</a>,
};

describe("MobileDrawer (account.md §2 Header, the phone's burger)", () => {
  it("is a plain burger button on the server: no drawer, no dialog code in the page", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="de-DE" messages={messages}>
        <MobileDrawer {...props} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('aria-label="Menü öffnen"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain("Auto-Abo");
  });

  it("loads the drawer on the first press and opens it; Escape closes it and the burger opens it again", async () => {
    renderWithIntl(<MobileDrawer {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Menü öffnen" }));
    // The drawer's code loads on the first press: a dynamic import, slow on a busy CI core.
    const drawer = await screen.findByRole("dialog", { name: "Menü" }, { timeout: 10_000 });
    expect(drawer).toHaveTextContent("Auto-Abo");
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const burger = screen.getByRole("button", { name: "Menü öffnen" });
    expect(burger).toHaveFocus();

    fireEvent.click(burger);
    fireEvent.click(await within(await screen.findByRole("dialog", { name: "Menü" }, { timeout: 10_000 })).findByRole("button", { name: "Konto" }));
    expect(await screen.findByRole("dialog", { name: "Konto" })).toHaveTextContent("Meine Abos");
  });
});
