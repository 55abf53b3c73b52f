import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StepFormFields } from "@/cms/types";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { ModalCloseContext } from "@/ui/modal-close.client";
import { successModalResult } from "./step-form-results.client";

const form = { successTitle: "Danke für deine Anfrage", successText: "Wir melden uns innerhalb eines Werktags bei dir." } as StepFormFields;

describe("the result 'success-modal' (deals.md §2 request-success modal, §6 a private customer's service request)", () => {
  it("opens the modal with the form's success title and text; closed, the message stays on the page", async () => {
    renderWithIntl(<successModalResult.Result value={true} context={{ form, deal: null, audience: "b2c" }} />);
    const dialog = await screen.findByRole("dialog", { name: "Danke für deine Anfrage" });
    expect(dialog).toHaveTextContent("Wir melden uns innerhalb eines Werktags bei dir.");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Wir melden uns innerhalb eines Werktags bei dir.")).toBeInTheDocument();
  });

  it("in a content modal, is the message in the modal's place: no dialog over the dialog, its OK closes the modal", () => {
    let closed = 0;
    renderWithIntl(
      <ModalCloseContext.Provider value={() => (closed += 1)}>
        <successModalResult.Result value={true} context={{ form, deal: null, audience: "b2c" }} />
      </ModalCloseContext.Provider>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Danke für deine Anfrage")).toBeInTheDocument();
    expect(screen.getByText("Wir melden uns innerhalb eines Werktags bei dir.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(closed).toBe(1);
  });
});
