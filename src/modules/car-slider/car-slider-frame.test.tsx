import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CarSliderFrame } from "./car-slider-frame.client";

const scrollBy = vi.fn();
afterEach(() => scrollBy.mockReset());

describe("the car slider's arrows (deals.md and account.md §9: slider step 500 px)", () => {
  it.each([
    ["Weiter", 500],
    ["Zurück", -500],
  ])("%s moves the list by %i px", (button, left) => {
    render(
      <CarSliderFrame label="Autos" previous="Zurück" next="Weiter">
        <li>Auto 1</li>
        <li>Auto 2</li>
      </CarSliderFrame>,
    );
    const list = screen.getByRole("list", { name: "Autos" });
    list.scrollBy = scrollBy;
    fireEvent.click(screen.getByRole("button", { name: button }));
    expect(scrollBy).toHaveBeenCalledOnce();
    expect(scrollBy).toHaveBeenCalledWith({ left, behavior: "smooth" });
  });
});
