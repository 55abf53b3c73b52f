import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useCallback, useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormField, StepFormFields } from "@/cms/types";
import { FORM_FIELD_KINDS } from "../field-kinds";
import { stepFormResult, type StepFormResultRenderer } from "../result-renderer";
import type { Audience } from "@/lib/audience";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { preloadFieldRenderers, RENDERED_KINDS } from "./fields/field-renderers";
import { ModalCloseContext } from "@/ui/modal-close.client";
import { PageToasts } from "@/ui/page-toasts.client";
import { StepFormResultsProvider } from "./step-form-results.client";
import { StepForm } from "./step-form.client";
import { preloadFieldChecks } from "./use-field-checks";

/** The generic parts of the step form, on forms made up here (the mileage form is in steps.test.tsx). */

const field = (name: string, kind: FormField["kind"], extra: Partial<FormField> = {}): FormField => ({
  id: `field-${name}`,
  name,
  label: name,
  kind,
  placeholder: null,
  helpText: null,
  options: [],
  validations: [],
  condition: null,
  disabledWhen: null,
  visibility: [],
  mapTo: null,
  lookup: null,
  sendTo: null,
  upload: null,
  ...extra,
});

const formOf = (fields: FormField[], overrides: Partial<StepFormFields> = {}): StepFormFields => ({
  title: "Formular",
  steps: [{ id: "step-1", title: "Angaben", fields, condition: null, visibility: [] }],
  submit: { url: "/portal/api/bff/example", method: "POST", includeDealId: false, dealIdKey: "dealId", fixedValues: {}, text: "Senden" },
  errorAction: "request-error-modal",
  errorMessage: null,
  result: "message",
  successTitle: null,
  successText: null,
  successToast: null,
  prefill: null,
  preflight: null,
  ...overrides,
});

function renderStepForm(form: StepFormFields, locale: "de-DE" | "en-US" = "de-DE") {
  return renderWithIntl(<StepForm form={form} url="/portal/api/bff/example" dealId={null} pageValues={{}} deal={null} audience="b2c" />, locale);
}

/** A form whose `result` is the mileage report outcome, with the app's view for it loaded by `load`. */
function renderWithResultView(load: () => Promise<StepFormResultRenderer<unknown>>, audience: Audience = "b2c") {
  return renderWithIntl(
    <StepFormResultsProvider results={{ "mileage-report-outcome": load }}>
      <StepForm form={formOf([], { result: "mileage-report-outcome" })} url="/x" dealId={null} pageValues={{}} deal={null} audience={audience} />
    </StepFormResultsProvider>,
  );
}

const send = async (name = "Senden") => {
  await waitFor(() => expect(screen.getByRole("button", { name })).toBeEnabled());
  fireEvent.click(screen.getByRole("button", { name }));
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json({ ok: true }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("field renderers: one per kind", () => {
  it("has a renderer for every kind content may name", () => {
    expect([...RENDERED_KINDS].sort()).toEqual([...FORM_FIELD_KINDS].sort());
  });

  it("renders each kind as its control", () => {
    renderStepForm(
      formOf([
        field("text", "text"),
        field("number", "number"),
        field("phone", "phone"),
        field("postcode", "postcode"),
        field("iban", "iban"),
        field("date", "date"),
        field("select", "select", { options: [{ value: "a", label: "Erste" }] }),
        field("checkbox", "checkbox"),
        field("file", "file"),
      ]),
    );
    expect(screen.getByRole("textbox", { name: "text" })).toHaveAttribute("autocomplete", "off");
    expect(screen.getByRole("textbox", { name: "number" })).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByRole("textbox", { name: "phone" })).toHaveAttribute("autocomplete", "tel");
    expect(screen.getByRole("textbox", { name: "phone" })).toHaveAttribute("inputmode", "tel");
    expect(screen.getByRole("textbox", { name: "postcode" })).toHaveAttribute("autocomplete", "postal-code");
    expect(screen.getByRole("textbox", { name: "iban" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "date" })).toHaveAttribute("maxlength", "10");
    expect(
      within(screen.getByRole("combobox", { name: "select" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Bitte wählen", "Erste"]);
    expect(screen.getByRole("checkbox", { name: "checkbox" })).not.toBeChecked();
    expect(screen.getByLabelText("file")).toHaveAttribute("type", "file");
  });

  it.each([
    ["de-DE", "TT.MM.JJJJ"],
    ["en-US", "DD.MM.YYYY"],
  ] as const)("shows the date format in %s as %s and masks what is typed", (locale, placeholder) => {
    renderStepForm(formOf([field("birthday", "date")]), locale);
    const date = screen.getByRole("textbox", { name: "birthday" });
    expect(date).toHaveAttribute("placeholder", placeholder);
    fireEvent.change(date, { target: { value: "01022020" } });
    expect(date).toHaveValue("01.02.2020");
  });

  it("says a photo is missing only once the step was tried, not as the form opens (issue 36 item 4)", async () => {
    await preloadFieldRenderers(["photos"]);
    renderStepForm(formOf([field("images", "photos", { validations: [{ rule: "required" }], upload: { url: "/portal/api/bff/x" } })]));
    await screen.findByLabelText("images", {}, { timeout: 5_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText("Dies ist ein Pflichtfeld.")).not.toBeInTheDocument();
    fireEvent.submit(screen.getByRole("button", { name: "Senden" }).closest("form")!);
    expect(await screen.findByText("Dies ist ein Pflichtfeld.")).toBeInTheDocument();
  });

  it("keeps a placeholder content gives", () => {
    renderStepForm(formOf([field("birthday", "date", { placeholder: "Geburtstag" })]));
    expect(screen.getByRole("textbox", { name: "birthday" })).toHaveAttribute("placeholder", "Geburtstag");
  });
});

describe("checks of the rules that need a library or a table (loaded when content names them)", () => {
  // As the server renders a form: with the checks its content names already loaded.
  beforeAll(() => preloadFieldChecks(["dates", "postcode", "phone", "iban"]));

  it.each([
    ["postcode", "postcode", "18565", "nur Orte auf dem Festland"],
    ["date", "date", "31.02.2026", "Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein."],
    ["phone", "phone", "0171 123", "Bitte gib eine gültige Telefonnummer ein"],
    ["iban", "iban", "DE00 1234", "Bitte gib eine gültige IBAN ein"],
  ] as const)("runs the %s rule on a %s field as it is left", (rule, kind, value, message) => {
    renderStepForm(formOf([field("value", kind, { validations: [{ rule }] })]));
    const input = screen.getByRole("textbox", { name: "value" });
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});

describe("the submit button and field errors (deals.md §5: disabled while any field has errors; validation runs on blur)", () => {
  it("stays enabled while a value is typed, is disabled once the left field shows its error, and enabled again when it is corrected", async () => {
    renderStepForm(formOf([field("street", "text", { label: "Straße", validations: [{ rule: "required" }, { rule: "maxLength", value: 5 }] })]));
    const input = screen.getByRole("textbox", { name: "Straße" });
    const submit = () => screen.getByRole("button", { name: "Senden" });
    fireEvent.change(input, { target: { value: "Hauptstraße" } });
    await waitFor(() => expect(submit()).toBeEnabled());
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription("maximal 5 Zeichen");
    await waitFor(() => expect(submit()).toBeDisabled());
    fireEvent.change(input, { target: { value: "Weg" } });
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(input).not.toHaveAccessibleDescription("maximal 5 Zeichen");
  });
});

describe("the primary action (deals.md §5: disabled only by field errors and uploads; a value gate only where content sets continueWhenFilled)", () => {
  const street = field("street", "text", { label: "Straße", validations: [{ rule: "required" }] });
  const notice = field("emergency", "info", { label: "Ruf uns an", validations: [{ rule: "required" }] });
  const stepOf = (fields: FormField[], continueWhenFilled?: boolean): StepFormFields["steps"][number] => ({
    id: "step-1",
    title: "Angaben",
    fields,
    condition: null,
    visibility: [],
    ...(continueWhenFilled === undefined ? {} : { continueWhenFilled }),
  });

  it.each([
    ["a required field still empty", [street], undefined, true],
    ["a required field still empty, the step not gated (continueWhenFilled false)", [street], false, true],
    ["a required field still empty on a step content gates on its values (continueWhenFilled)", [street], true, false],
    ["a required notice the form fills itself, empty (the not-drivable block)", [notice], undefined, false],
  ] as const)("%s: enabled %s", async (_case, fields, continueWhenFilled, enabled) => {
    await preloadFieldRenderers(fields.map((each) => each.kind));
    renderStepForm(formOf([], { steps: [stepOf([...fields], continueWhenFilled)] }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole("button", { name: "Senden" })).toHaveProperty("disabled", !enabled);
  });

  it("enables a gated step's button once its required field has a value", async () => {
    renderStepForm(formOf([], { steps: [stepOf([street], true)] }));
    expect(screen.getByRole("button", { name: "Senden" })).toBeDisabled();
    fireEvent.change(screen.getByRole("textbox", { name: "Straße" }), { target: { value: "Hauptstraße" } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Senden" })).toBeEnabled());
  });

  it("says 'Dies ist ein Pflichtfeld.' on each empty required field as next is pressed, stays on the step, and sends nothing", async () => {
    const city = field("city", "text", { label: "Ort", validations: [{ rule: "required" }] });
    const form = formOf([], {
      steps: [stepOf([street, city]), { id: "step-2", title: "Weiteres", fields: [field("note", "text")], condition: null, visibility: [] }],
    });
    renderStepForm(form);
    const next = screen.getByRole("button", { name: "Weiter" });
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(await screen.findAllByText("Dies ist ein Pflichtfeld.")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: "Straße" })).toHaveAccessibleDescription("Dies ist ein Pflichtfeld.");
    expect(screen.getByRole("textbox", { name: "Ort" })).toHaveAccessibleDescription("Dies ist ein Pflichtfeld.");
    expect(screen.getByRole("heading", { name: "Angaben" })).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("multi-step forms (account.md §4: next advances, back returns, caption '{n} von {total}', a failed check blocks moving on)", () => {
  const twoSteps = () =>
    formOf([], {
      steps: [
        {
          id: "one",
          title: "Adresse",
          fields: [field("street", "text", { label: "Straße", validations: [{ rule: "maxLength", value: 5 }] })],
          condition: null,
          visibility: [],
        },
        { id: "two", title: "Kontakt", fields: [field("phone", "text", { label: "Telefon" })], condition: null, visibility: [] },
      ],
    });

  it("moves on once the step passes, and back keeps what was typed", async () => {
    renderStepForm(twoSteps());
    expect(screen.getByText("Schritt 1 von 2")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "Straße" }), { target: { value: "Weg" } });
    fireEvent.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByText("Schritt 2 von 2")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Kontakt" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Zurück" }));
    expect(await screen.findByText("Schritt 1 von 2")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Straße" })).toHaveValue("Weg");
  });

  it("blocks next while a check fails, says why and focuses the field", async () => {
    renderStepForm(twoSteps());
    const street = screen.getByRole("textbox", { name: "Straße" });
    fireEvent.change(street, { target: { value: "Hauptstraße" } });
    fireEvent.click(screen.getByRole("button", { name: "Weiter" }));
    await waitFor(() => expect(street).toHaveAccessibleDescription("maximal 5 Zeichen"));
    await waitFor(() => expect(street).toHaveFocus());
    expect(screen.getByText("Schritt 1 von 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weiter" })).toBeDisabled();
  });
});

describe("the messages of the address and name fields (deals.md §5)", () => {
  it.each([
    [
      "Straße",
      "de-DE",
      [
        { rule: "required", message: "fieldRequired" },
        { rule: "maxLength", value: 100 },
      ],
      "",
      "Straße wird benötigt",
    ],
    [
      "Street",
      "en-US",
      [
        { rule: "required", message: "fieldRequired" },
        { rule: "maxLength", value: 100 },
      ],
      "",
      "Street is required",
    ],
    [
      "Straße",
      "de-DE",
      [
        { rule: "required", message: "fieldRequired" },
        { rule: "maxLength", value: 100 },
      ],
      "x".repeat(101),
      "maximal 100 Zeichen",
    ],
    [
      "Straße",
      "de-DE",
      [
        { rule: "required", message: "fieldRequired" },
        { rule: "minLength", value: 1 },
      ],
      " ",
      "Straße wird benötigt",
    ],
    ["Straße", "de-DE", [{ rule: "required" }], "", "Dies ist ein Pflichtfeld."],
  ] as const)("%s (%s), rules %j, left as %j: %s", (label, locale, validations, value, message) => {
    renderStepForm(formOf([field("street", "text", { label, validations: [...validations] })]), locale);
    const input = screen.getByRole("textbox", { name: label });
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription(message);
  });
});

describe("result views chosen by the form's configured result", () => {
  it("shows the content's success message for the result 'message', and sends the values", async () => {
    renderStepForm(formOf([field("comment", "text")], { successTitle: "Danke für deine Anfrage", successText: "Wir melden uns." }));
    fireEvent.change(screen.getByRole("textbox", { name: "comment" }), { target: { value: "Hallo" } });
    await send();
    expect(await screen.findByRole("region", { name: "Danke für deine Anfrage" })).toHaveTextContent("Wir melden uns.");
    expect(JSON.parse((fetchMock.mock.calls[0]?.[1] as RequestInit).body as string)).toEqual({ comment: "Hallo" });
  });

  it("shows the view the app provides for a configured result, with what it read from the answer", async () => {
    fetchMock.mockResolvedValue(Response.json({ monthly_mileage_excess: 7 }));
    const read = vi.fn((answer: unknown) => (answer as { monthly_mileage_excess: number }).monthly_mileage_excess);
    const view = stepFormResult<number>({
      read,
      Result: ({ value, context }) => (
        <p>
          Ergebnis {value} für {context.audience}
        </p>
      ),
    });
    renderWithResultView(() => Promise.resolve(view), "b2b");
    await send();
    expect(await screen.findByText("Ergebnis 7 für b2b")).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith({ monthly_mileage_excess: 7 }, expect.objectContaining({ audience: "b2b", deal: null }));
  });

  it("runs the error action when the view reads the answer as a failure", async () => {
    renderWithResultView(() => Promise.resolve(stepFormResult<number>({ read: () => null, Result: () => <p>nie</p> })));
    await send();
    expect(await screen.findByRole("dialog", { name: "Das hat leider nicht geklappt" })).toBeInTheDocument();
    expect(screen.queryByText("nie")).not.toBeInTheDocument();
  });

  it("sends nothing and runs the error action when the view of its result cannot load", async () => {
    renderWithResultView(() => Promise.reject(new Error("ChunkLoadError")));
    await send();
    expect(await screen.findByRole("dialog", { name: "Das hat leider nicht geklappt" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("'close-modal': closes the modal around the form and leaves its success toast on the page (deals.md §7 deposit refund)", async () => {
    const close = vi.fn();
    const form = formOf([], { result: "close-modal", successToast: "Bankdaten gespeichert", successTitle: "nie" });
    function Page() {
      const [open, setOpen] = useState(true);
      const closeModal = useCallback(() => (close(), setOpen(false)), []);
      return (
        <PageToasts>
          {open ? (
            <ModalCloseContext.Provider value={closeModal}>
              <StepForm form={form} url="/x" dealId={null} pageValues={{}} deal={null} audience="b2c" />
            </ModalCloseContext.Provider>
          ) : null}
        </PageToasts>
      );
    }
    renderWithIntl(<Page />);
    await send();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    // The modal (and the form in it) is gone; the page's toast stays.
    expect(screen.queryByRole("button", { name: "Senden" })).not.toBeInTheDocument();
    expect(screen.queryByText("nie")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Bankdaten gespeichert");
  });

  it("'close-modal' outside a modal shows the success message", async () => {
    renderStepForm(formOf([], { result: "close-modal", successTitle: "Gespeichert" }));
    await send();
    expect(await screen.findByRole("region", { name: "Gespeichert" })).toBeInTheDocument();
  });

  it("falls back to the success message, with a warning, when nobody provides the configured result", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderStepForm(formOf([], { result: "mileage-report-outcome" }));
    await send();
    expect(await screen.findByRole("region", { name: "Vielen Dank!" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"mileage-report-outcome" has no view'));
  });
});

describe("error actions", () => {
  it("'message': says so above the buttons, without toast or modal", async () => {
    fetchMock.mockResolvedValue(new Response("{}", { status: 500 }));
    renderStepForm(formOf([], { errorAction: "message", errorMessage: null }));
    await send();
    const form = screen.getByRole("region", { name: "Formular" });
    expect(await within(form).findByRole("alert")).toHaveTextContent("Leider ist etwas schief gelaufen!");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole("alert")
        .filter((alert) => !form.contains(alert))
        .every((region) => region.textContent === ""),
    ).toBe(true);
  });

  it("'request-error-modal': the toast first, in the general form text when content gives none (deals.md §8)", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderStepForm(formOf([]), "en-US");
    await send("Senden");
    const dialog = await screen.findByRole("dialog", { name: "Sorry, that did not work" });
    expect(dialog).toHaveAccessibleDescription(/^We're sorry: an unexpected error occurred\. .*\+49 89 1234 5600\.$/);
    expect(screen.getByRole("alert", { hidden: true })).toHaveTextContent("Sorry, something went wrong!");
  });

  it("a retry that goes through takes back the failure's toast (deals.md §8)", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderStepForm(formOf([]));
    await send("Senden");
    const dialog = await screen.findByRole("dialog");
    expect(screen.getByRole("alert", { hidden: true })).toHaveTextContent("Leider ist etwas schief gelaufen!");
    fireEvent.click(within(dialog).getByRole("button", { name: "Nochmal versuchen" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText("Leider ist etwas schief gelaufen!")).toBeNull());
  });
});

describe("photo uploads (deals.md §5 and §8)", () => {
  const UPLOAD = "/portal/api/bff/active-fleet/damage-reports/images";
  const photoForm = () => formOf([field("images", "photos", { label: "Fotos", validations: [{ rule: "required" }], upload: { url: UPLOAD } })]);
  const choosePhoto = (name = "delle.jpg") =>
    fireEvent.change(screen.getByLabelText("Fotos"), { target: { files: [new File(["jpeg"], name, { type: "image/jpeg" })] } });

  beforeAll(() => preloadFieldRenderers(["photos"]));

  it("keeps the form from being sent while a photo is still uploading, and lets it go once the photo is there", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url: string) =>
      url === UPLOAD ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(Response.json({ ok: true })),
    );
    renderWithIntl(
      <PageToasts>
        <StepForm form={photoForm()} url="/portal/api/bff/example" dealId="deal-1" pageValues={{}} deal={null} audience="b2c" />
      </PageToasts>,
    );
    await screen.findByLabelText("Fotos", {}, { timeout: 5_000 });
    choosePhoto();
    // §5 "a manual error": the field's error, at once (not on blur), and the button disabled.
    const uploadingError = await screen.findByText("Bilder werden noch hochgeladen …");
    expect(uploadingError).toHaveAttribute("role", "alert");
    expect(screen.getByLabelText("Fotos")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Fotos")).toHaveAccessibleDescription("Bilder werden noch hochgeladen …");
    expect(screen.getByRole("button", { name: "Senden" })).toBeDisabled();
    fireEvent.submit(screen.getByRole("button", { name: "Senden" }).closest("form")!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock.mock.calls.filter(([url]) => url === "/portal/api/bff/example")).toHaveLength(0);

    answer(Response.json({ path: { location: "damage/deal-1/delle.jpg" } }));
    await waitFor(() => expect(screen.queryByText("Bilder werden noch hochgeladen …")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Fotos")).not.toHaveAttribute("aria-invalid");
    await send();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === "/portal/api/bff/example")).toHaveLength(1));
  });

  it("takes the manual error back when the photos are no longer asked for while they upload (a car ticked not drivable)", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url: string) =>
      url === UPLOAD ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(Response.json({ ok: true })),
    );
    const form = formOf([
      field("notDrivible", "checkbox", { label: "nicht fahrbereit" }),
      field("images", "photos", { label: "Fotos", upload: { url: UPLOAD }, condition: { field: "notDrivible", notEquals: true } }),
    ]);
    renderWithIntl(
      <PageToasts>
        <StepForm form={form} url="/portal/api/bff/example" dealId="deal-1" pageValues={{}} deal={null} audience="b2c" />
      </PageToasts>,
    );
    await screen.findByLabelText("Fotos", {}, { timeout: 5_000 });
    choosePhoto();
    expect(await screen.findByText("Bilder werden noch hochgeladen …")).toHaveAttribute("role", "alert");
    expect(screen.getByRole("button", { name: "Senden" })).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "nicht fahrbereit" }));
    await waitFor(() => expect(screen.queryByText("Bilder werden noch hochgeladen …")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Senden" })).toBeEnabled();
    answer(new Response("{}", { status: 500 })); // the upload's timer stops
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  });

  it("swallows a failed upload (500): no toast, no dialog, no alert, no reason; the uploading state clears and the photo reads not taken", async () => {
    fetchMock.mockImplementation(async (url: string) => (url === UPLOAD ? new Response("{}", { status: 500 }) : Response.json({ ok: true })));
    renderWithIntl(
      <PageToasts>
        <StepForm form={photoForm()} url="/portal/api/bff/example" dealId="deal-1" pageValues={{}} deal={null} audience="b2c" />
      </PageToasts>,
    );
    await screen.findByLabelText("Fotos", {}, { timeout: 5_000 });
    choosePhoto();
    expect(await screen.findByText(/Nicht hochgeladen\.$/)).toBeInTheDocument();
    // The uploading error (§5) goes as the upload ends.
    await waitFor(() => expect(screen.queryByText("Bilder werden noch hochgeladen …")).not.toBeInTheDocument());
    expect(screen.queryByText(/nur Fotos/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole("alert").filter((alert) => /hochgeladen/.test(alert.textContent ?? ""))).toEqual([]);
    // The page's toast regions (role alert and status) stay empty.
    const toastRegions = [...document.querySelectorAll("[class*=toast_region]")];
    expect(toastRegions.length).toBeGreaterThan(0);
    expect(toastRegions.filter((region) => region.textContent !== "")).toEqual([]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // No photo was taken: the required field is empty, which pressing the button says (§5), not a disabled button.
    fireEvent.click(screen.getByRole("button", { name: "Senden" }));
    expect(await screen.findByText("Dies ist ein Pflichtfeld.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Senden" })).toBeDisabled();
  });

  it("says in the photo's row why the BFF refused its type (415), still without a toast or a dialog", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === UPLOAD ? Response.json({ code: "file_type_not_accepted" }, { status: 415 }) : Response.json({ ok: true }),
    );
    renderWithIntl(
      <PageToasts>
        <StepForm form={photoForm()} url="/portal/api/bff/example" dealId="deal-1" pageValues={{}} deal={null} audience="b2c" />
      </PageToasts>,
    );
    await screen.findByLabelText("Fotos", {}, { timeout: 5_000 });
    choosePhoto();
    const reason = await screen.findByText(/Nicht hochgeladen: nur Fotos \(JPG, PNG, HEIC, WebP\)\./);
    expect(reason).toHaveAttribute("role", "alert");
    const toastRegions = [...document.querySelectorAll("[class*=toast_region]")];
    expect(toastRegions.filter((region) => region.textContent !== "")).toEqual([]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("a too large photo, then a fitting one (deals.md §5: photos up to 6 MB)", () => {
  beforeAll(() => preloadFieldRenderers(["photos"]));

  it("says 'zu groß' for the large one and takes it back once a fitting photo is chosen", async () => {
    renderStepForm(formOf([field("images", "photos", { label: "Fotos", upload: { url: "/portal/api/bff/active-fleet/damage-reports/images" } })]));
    const input = await screen.findByLabelText("Fotos", {}, { timeout: 5_000 });
    const large = new File([new Uint8Array(6 * 1024 * 1024 + 1)], "gross.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [large] } });
    expect(await screen.findByText(/Einige Dateien sind zu groß\./)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(["jpeg"], "delle.jpg", { type: "image/jpeg" })] } });
    await waitFor(() => expect(screen.queryByText(/Einige Dateien sind zu groß\./)).toBeNull());
  });
});

describe("a locked calendar (deals.md §5: a disabled calendar clears its value)", () => {
  it("empties the occurrence date when 'unknown date' is ticked, and leaves it empty when unticked", async () => {
    renderStepForm(
      formOf([
        field("damageOccurrenceDate", "date", { label: "Datum", disabledWhen: { field: "unknownDate", equals: true } }),
        field("unknownDate", "checkbox", { label: "Datum unbekannt" }),
      ]),
    );
    const date = screen.getByRole("textbox", { name: "Datum" });
    fireEvent.change(date, { target: { value: "08032026" } });
    expect(date).toHaveValue("08.03.2026");
    fireEvent.click(screen.getByRole("checkbox", { name: "Datum unbekannt" }));
    await waitFor(() => expect(date).toHaveValue(""));
    expect(date).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "Datum unbekannt" }));
    await waitFor(() => expect(date).toBeEnabled());
    expect(date).toHaveValue("");
  });
});

describe("a locked address (deals.md §5: address fields are disabled while sameAddress is true)", () => {
  it("shows the contract's address again when 'same address' is ticked again, and sends it with the fixed country", async () => {
    const form = formOf([
      field("sameAddress", "checkbox", { label: "Adresse aus dem Vertrag", mapTo: "same_address" }),
      field("street", "text", { label: "Straße", disabledWhen: { field: "sameAddress", equals: true } }),
    ]);
    renderWithIntl(
      <StepForm
        form={{ ...form, submit: { ...form.submit, fixedValues: { country: "Germany" } } }}
        url="/portal/api/bff/example"
        dealId={null}
        pageValues={{}}
        deal={null}
        audience="b2c"
        initialValues={{ sameAddress: true, street: "Eppendorfer Weg" }}
      />,
    );
    const street = screen.getByRole("textbox", { name: "Straße" });
    expect(street).toBeDisabled();
    expect(street).toHaveValue("Eppendorfer Weg");
    fireEvent.click(screen.getByRole("checkbox", { name: "Adresse aus dem Vertrag" }));
    await waitFor(() => expect(street).toBeEnabled());
    fireEvent.change(street, { target: { value: "Lagerweg" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Adresse aus dem Vertrag" }));
    await waitFor(() => expect(street).toHaveValue("Eppendorfer Weg"));
    expect(street).toBeDisabled();

    await send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ country: "Germany", same_address: true, street: "Eppendorfer Weg" });
  });
});
