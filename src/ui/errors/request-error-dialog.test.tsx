import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../../tests/helpers/render-with-intl";
import { RequestErrorDialog } from "./request-error-dialog.client";

describe("RequestErrorDialog (deals.md §8: apology plus support phone)", () => {
  it("apologises to a private customer with du and offers retry, the support phone and cancel", () => {
    const onRetry = vi.fn();
    renderWithIntl(<RequestErrorDialog open onOpenChange={() => {}} onRetry={onRetry} />);
    const dialog = screen.getByRole("dialog", { name: "Das hat leider nicht geklappt" });
    expect(dialog).toHaveAccessibleDescription(
      /^Entschuldige bitte: Ein unerwarteter Fehler ist aufgetreten\. Bitte versuche es noch einmal oder wende dich an den Kundenservice unter \+49/,
    );
    expect(screen.getByRole("link", { name: "Kundenservice anrufen" })).toHaveAttribute("href", expect.stringMatching(/^tel:\+49/));
    fireEvent.click(screen.getByRole("button", { name: "Nochmal versuchen" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("addresses a business customer with Sie", () => {
    renderWithIntl(<RequestErrorDialog open onOpenChange={() => {}} audience="b2b" />);
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(
      /^Entschuldigen Sie bitte: .* Bitte versuchen Sie es noch einmal oder wenden Sie sich an den Kundenservice unter \+49/,
    );
    expect(screen.queryByRole("button", { name: "Nochmal versuchen" })).not.toBeInTheDocument();
  });
});
