import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import deDE from "@/messages/de-DE.json";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { LoyaltyProgramme } from "./loyalty-programme.client";

vi.mock("@/ui/dialog.lazy.client", async () => import("@/ui/dialog.client"));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: vi.fn() }),
  usePathname: () => "/de-DE/loyalty",
  useSearchParams: () => new URLSearchParams(),
}));

const INFO = "/portal/api/getLoyaltyInfo";
const BENEFITS = "/portal/api/getLoyaltyBenefits";
const REDEEM = "/portal/api/redeemLoyaltyBenefits";
const info = { level: "Gold", total_coins: 3_000, collected_coins: 3_000, vouchers: [] };
const rewards = [{ type: "mileage", options: [{ name: "mileage_250", value: 1_000, description: "", image: "road", amount: 250 }] }];

let answers: Record<string, () => Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), "http://localhost").pathname;
  return (answers[path] ?? (() => new Response("{}", { status: 404 })))();
});
beforeEach(() => {
  // The how-it-works modal opens once in 180 days by its cookie; it has been seen.
  document.cookie = "portal-loyalty-intro-seen=1";
  answers = { [INFO]: () => Response.json(info), [BENEFITS]: () => Response.json(rewards) };
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const renderProgramme = () => renderWithIntl(<LoyaltyProgramme contactId="contact-anna" locale="de-DE" audience="b2c" benefits={[]} />);
const toastRegions = () => [...document.querySelectorAll("[class*=toast_region]")];

describe("the loyalty programme's failures (account.md §8 Loyalty and referral)", () => {
  it("takes failed loyalty info and benefits reads silently: no toast, no dialog, the card says the points cannot be shown", async () => {
    answers = { [INFO]: () => new Response("{}", { status: 500 }), [BENEFITS]: () => new Response("{}", { status: 500 }) };
    renderProgramme();
    expect(await screen.findAllByText("Deine Punkte können gerade nicht angezeigt werden.")).toHaveLength(2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toastRegions().filter((region) => region.textContent !== "")).toEqual([]);
  });

  it("answers a failed redemption with an error toast of the general-error message", async () => {
    answers[REDEEM] = () => Response.json({ error: "internal_error" }, { status: 500 });
    renderProgramme();
    fireEvent.click(await screen.findByRole("button", { name: "250 Freikilometer einlösen" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Jetzt einlösen" }));
    const general = createTranslator({ locale: "de-DE", messages: deDE, namespace: "signInFlow.errors" })("generalError", { audience: "b2c" });
    expect(general).toBe("Es ist ein unerwarteter Fehler aufgetreten. Bitte aktualisiere die Seite und versuche es erneut.");
    await waitFor(() =>
      expect(
        toastRegions()
          .map((region) => region.textContent)
          .join(""),
      ).toContain(general),
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith(REDEEM))).toHaveLength(1);
  });
});
