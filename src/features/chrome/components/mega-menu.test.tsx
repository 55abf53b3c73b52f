import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MegaMenu, type MenuNavItem } from "./mega-menu.client";

vi.mock("next/navigation", () => ({ usePathname: () => "/de-DE" }));

const items: MenuNavItem[] = [
  {
    label: "Autos",
    href: "/de-DE/cars",
    sections: [
      { type: "list", title: "Beliebt", text: null, items: [{ label: "Elektro", href: "/de-DE/cars?fuel=electric", text: null }], cta: null },
    ],
  },
];

describe("the mega menu (account.md §2 Header)", () => {
  it("keeps a panel open that the mouse opened on its way to the button's click; a second click closes it", () => {
    render(<MegaMenu items={items} />);
    const button = screen.getByRole("button", { name: "Autos" });
    fireEvent.pointerEnter(button.closest("li")!, { pointerType: "mouse" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opens and closes by click (or Enter, which clicks) without a mouse over it", () => {
    render(<MegaMenu items={items} />);
    const button = screen.getByRole("button", { name: "Autos" });
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
