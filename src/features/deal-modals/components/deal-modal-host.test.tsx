import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { DealModalHost } from "./deal-modal-host.client";

const navigation = vi.hoisted(() => ({ replace: vi.fn(), query: "" }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: navigation.replace }),
  usePathname: () => "/de-DE/mycars/deal-test",
  useSearchParams: () => new URLSearchParams(navigation.query),
}));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  navigation.replace.mockReset();
  navigation.query = "";
});

const bridging = makeDeal({ id: "deal-bridge", state: "CREATED", bridging_type: "BEGINNING" });

describe("DealModalHost", () => {
  it("opens the transition-car modal once for a CREATED bridging deal and remembers the acceptance", () => {
    const { unmount } = renderWithIntl(<DealModalHost deal={bridging} />);
    expect(screen.getByRole("dialog", { name: "Dein Übergangsfahrzeug" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Verstanden" }));
    expect(window.localStorage.getItem("portal.transition-car-accepted.deal-bridge")).toBe("true");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    unmount();

    renderWithIntl(<DealModalHost deal={bridging} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("addresses a business customer with 'Sie' (deals.md §1)", () => {
    renderWithIntl(<DealModalHost deal={makeDeal({ id: "deal-bridge-b2b", state: "CREATED", bridging_type: "BEGINNING" })} audience="b2b" />);
    const dialog = screen.getByRole("dialog", { name: "Ihr Übergangsfahrzeug" });
    expect(dialog).toHaveTextContent("Bis Ihr Wunschauto bereit ist, fahren Sie ein Übergangsfahrzeug.");
  });

  it("opens nothing by itself for other deals", () => {
    renderWithIntl(<DealModalHost deal={makeDeal({ state: "ACTIVE", bridging_type: "BEGINNING" })} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens the modal named in modalName and drops the parameter when it closes", () => {
    navigation.query = "modalName=transition_car_modal&no_banner=true";
    renderWithIntl(<DealModalHost deal={makeDeal()} />);
    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(navigation.replace).toHaveBeenCalledWith("/de-DE/mycars/deal-test?no_banner=true", { scroll: false });
  });

  it("ignores a modal name it does not know", () => {
    navigation.query = "modalName=NOT_A_MODAL";
    renderWithIntl(<DealModalHost deal={makeDeal()} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("sends the swap modal on to the shop's car search in the page's locale, in place of its own address (deals.md §2)", () => {
    const replace = vi.fn();
    vi.stubGlobal("location", { ...window.location, replace });
    navigation.query = "modalName=swap_modal";
    const href = "/en-US/subscribe?previous_subscription_id=deal-1";
    renderWithIntl(<DealModalHost deal={makeDeal()} swapHref={href} />, "en-US");
    expect(screen.getByRole("status")).toHaveTextContent("On to the car search …");
    // Replaced, not added: Back leads to the deal page, not into this redirect again.
    expect(replace).toHaveBeenCalledWith(href);
    vi.unstubAllGlobals();
  });

  it("opens nothing for swap_modal where no swap is possible (the server gives no address)", () => {
    const replace = vi.fn();
    vi.stubGlobal("location", { ...window.location, replace });
    navigation.query = "modalName=swap_modal";
    renderWithIntl(<DealModalHost deal={makeDeal({ state: "ENDED" })} swapHref={null} />, "en-US");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
