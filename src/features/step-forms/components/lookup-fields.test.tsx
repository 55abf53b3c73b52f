import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormField, FormStep, StepFormFields } from "@/cms/types";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { preloadFieldRenderers, RENDERED_KINDS } from "./fields/field-renderers";
import { StepForm } from "./step-form.client";

// As a form does when it opens: the renderers of its kinds are loaded before a step shows them.
beforeAll(() => preloadFieldRenderers(RENDERED_KINDS));

/** The fields that read while the form is filled in (deals.md §7 "a generic lookup"), on the return form's shape. */

const META = "/portal/api/bff/deals/deal-1/return-metadata";
const FEE = "/portal/api/bff/deals/deal-1/return-change-fee";
const PUT = "/portal/api/bff/deals/deal-1/return";
const COMMENT = "/portal/api/bff/deals/deal-1/non-retention-comment";

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
const required = [{ rule: "required" as const }];
const step = (id: string, fields: FormField[], extra: Partial<FormStep> = {}): FormStep => ({
  id,
  title: id,
  fields,
  condition: null,
  visibility: [],
  ...extra,
});

const returnType = field("returnType", "select", {
  mapTo: "return_type",
  validations: required,
  options: [
    { value: "PICKUP", label: "Abholung" },
    { value: "SELF_RETURN", label: "Selbst bringen" },
  ],
});
const compound = field("compoundAddress", "address-info", {
  label: "Rückgabeort",
  validations: required,
  condition: { field: "returnType", equals: "SELF_RETURN" },
  lookup: {
    url: META,
    method: "GET",
    query: { return_type: "returnType" },
    path: "compound_locations.0",
    requires: "self_return_availabilities",
    fills: {},
  },
});
const appointment = field("preferredReturnDate", "appointment", {
  label: "Wunschtermin",
  mapTo: "preferred_return_date",
  validations: required,
  lookup: {
    url: META,
    method: "GET",
    query: { return_type: "returnType", customer_postcode: "returnZip" },
    path: "availabilities",
    requires: null,
    fills: {},
  },
});
const comment = field("reasonComment", "textarea", { label: "Kommentar", sendTo: { url: COMMENT, key: "comment" } });
const street = field("returnStreet", "text", { mapTo: "return_street" });
const overview = [
  field("summary", "summary", { label: "Deine Angaben" }),
  field("returnFee", "amount", {
    label: "Rückgabegebühr",
    validations: required,
    lookup: { url: META, method: "GET", query: { return_type: "returnType" }, path: "return_fee", requires: null, fills: {} },
  }),
  field("changeFee", "amount", {
    label: "Änderungsgebühr",
    validations: required,
    lookup: { url: FEE, method: "POST", query: {}, path: "amount", requires: null, fills: {} },
  }),
];

const formOf = (steps: FormStep[]): StepFormFields => ({
  title: "Rückgabe planen",
  steps,
  submit: { url: PUT, method: "PUT", includeDealId: false, dealIdKey: "dealId", fixedValues: {}, text: "Buchen" },
  errorAction: "request-error-modal",
  errorMessage: "Änderung fehlgeschlagen",
  result: "message",
  successTitle: "Gebucht",
  successText: null,
  successToast: "Dein Rückgabetermin ist bestätigt",
  prefill: null,
  preflight: null,
});

const slots = [
  { value: "09:00", formatted_time: "09:00-10:00" },
  { value: "13:00", formatted_time: "13:00-14:00" },
];
let metadata: Record<string, unknown>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  metadata = {
    availabilities: [
      { date: "2026-12-01", available_slots: slots },
      { date: "2026-12-02", available_slots: slots.slice(1) },
    ],
    return_fee: 99,
    compound_locations: [{ street: "Am Depot", house_number: "1", zip: "10115", city: "Berlin" }],
    self_return_availabilities: [{ date: "2026-12-01", available_slots: slots }],
  };
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith(META)) return Response.json(metadata);
    if (url === FEE) return Response.json({ amount: 0 });
    return Response.json({ ok: true });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(form: StepFormFields, initialValues = {}, audience: "b2c" | "b2b" = "b2c") {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <StepForm form={form} url={PUT} dealId={null} pageValues={{}} initialValues={initialValues} deal={null} audience={audience} />
    </SWRConfig>,
  );
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "Weiter" }));
const callsTo = (prefix: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));
const putCalls = () => fetchMock.mock.calls.filter(([url]) => url === PUT);

describe("appointment field (deals.md §3 Available dates, §5 Calendar and Date-slot)", () => {
  it("offers only the looked-up dates, starts on the first date's first slot and sends it as Berlin-time ISO", async () => {
    renderForm(formOf([step("type", [returnType]), step("appointment", [appointment])]), { returnType: "PICKUP", returnZip: "10115" });
    next();
    const date = await screen.findByRole("combobox", { name: "Wunschtermin" });
    expect(
      within(date)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Dienstag, 01.12.2026", "Mittwoch, 02.12.2026"]);
    expect(screen.getByRole("combobox", { name: "Uhrzeit" })).toHaveValue("09:00");
    expect(callsTo(META)[0]?.[0]).toBe(`${META}?return_type=PICKUP&customer_postcode=10115`);
    // The 2nd has no 09:00 slot: the day's first slot is chosen (§5 "Date-slot").
    fireEvent.change(date, { target: { value: "2026-12-02" } });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Uhrzeit" })).toHaveValue("13:00"));
    fireEvent.click(screen.getByRole("button", { name: "Buchen" }));
    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(JSON.parse(String(putCalls()[0]?.[1]?.body))).toEqual({ return_type: "PICKUP", preferred_return_date: "2026-12-02T13:00:00+01:00" });
  });

  it("keeps a prefilled appointment that is offered, and resets one that is not to the first date", async () => {
    renderForm(formOf([step("appointment", [appointment])]), { preferredReturnDate: "2026-12-02T12:00:00.000Z" });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Wunschtermin" })).toHaveValue("2026-12-02"));
    expect(screen.getByRole("combobox", { name: "Uhrzeit" })).toHaveValue("13:00");
  });

  it("says there are no dates and blocks the step when none are offered", async () => {
    metadata.availabilities = [];
    renderForm(formOf([step("appointment", [appointment]), step("after", [street])]));
    expect(await screen.findByText("Keine verfügbaren Termine für die ausgewählte Adresse")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weiter" })).toBeDisabled();
  });

  it("shows a failed lookup with a retry that asks again", async () => {
    fetchMock.mockImplementationOnce(async () => new Response("down", { status: 503 }));
    renderForm(formOf([step("appointment", [appointment])]));
    fireEvent.click(await screen.findByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByRole("combobox", { name: "Wunschtermin" })).toHaveValue("2026-12-01");
  });
});

describe("depot address (deals.md §2 fixed compound address, §4 continue disabled for self return without availabilities)", () => {
  it("shows the depot for a self return and lets the customer go on", async () => {
    renderForm(formOf([step("type", [returnType, compound]), step("appointment", [appointment])]));
    fireEvent.change(screen.getByRole("combobox", { name: "returnType" }), { target: { value: "SELF_RETURN" } });
    expect(await screen.findByText("Am Depot 1")).toBeInTheDocument();
    expect(screen.getByText("10115 Berlin")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Weiter" })).toBeEnabled());
  });

  it("blocks continue for a self return without availabilities", async () => {
    metadata.self_return_availabilities = [];
    renderForm(formOf([step("type", [returnType, compound]), step("appointment", [appointment])]));
    fireEvent.change(screen.getByRole("combobox", { name: "returnType" }), { target: { value: "SELF_RETURN" } });
    expect(await screen.findByText("Keine verfügbaren Termine für die ausgewählte Adresse")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weiter" })).toBeDisabled();
  });
});

describe("overview with the fees (deals.md §2 overview, §7 return-change-fee, §9)", () => {
  it("lists what was entered, asks the fee with the form's values and reads a zero fee as free", async () => {
    renderForm(formOf([step("type", [returnType]), step("overview", overview)]), { returnType: "PICKUP" });
    next();
    expect(await screen.findByText("kostenlos")).toBeInTheDocument();
    expect(await screen.findByText("99 €")).toBeInTheDocument();
    expect(screen.getByRole("definition")).toHaveTextContent("Abholung");
    expect(JSON.parse(String(callsTo(FEE)[0]?.[1]?.body))).toEqual({ return_type: "PICKUP" });
  });

  it("names the chosen appointment by its day and the slot's window, as its step offered it", async () => {
    renderForm(formOf([step("type", [returnType]), step("date", [appointment]), step("overview", overview)]), { returnType: "PICKUP" });
    next();
    const time = await screen.findByRole("combobox", { name: "Uhrzeit" });
    fireEvent.change(time, { target: { value: "13:00" } });
    next();
    await waitFor(() => expect(screen.getAllByRole("definition")[1]).toHaveTextContent("Dienstag, 01.12.2026, 13:00-14:00"));
  });

  it("asks no fee while a field before the overview is invalid, and asks it once the form is valid (deals.md §5)", async () => {
    const requiredStreet = field("returnStreet", "text", { label: "Straße", mapTo: "return_street", validations: required });
    renderForm(formOf([step("type", [returnType]), step("address", [requiredStreet]), step("overview", overview)]), { returnType: "PICKUP" });
    next();
    const streetInput = await screen.findByRole("textbox", { name: "Straße" });
    // An empty required field does not disable the button (§5): pressing it says what is missing.
    next();
    expect(await screen.findByText("Dies ist ein Pflichtfeld.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weiter" })).toBeDisabled();
    fireEvent.change(streetInput, { target: { value: "Hauptstr." } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Weiter" })).toBeEnabled());
    expect(callsTo(FEE)).toHaveLength(0);
    next();
    expect(await screen.findByText("kostenlos")).toBeInTheDocument();
    expect(callsTo(FEE)).toHaveLength(1);
    expect(JSON.parse(String(callsTo(FEE)[0]?.[1]?.body))).toEqual({ return_type: "PICKUP", return_street: "Hauptstr." });
  });

  it("says a business price excludes VAT (deals.md §6)", async () => {
    renderForm(formOf([step("overview", overview)]), { returnType: "PICKUP" }, "b2b");
    expect(await screen.findByText("99 € zzgl. MwSt.")).toBeInTheDocument();
  });
});

describe("steps skipped by a rule, follow-up posts and the success toast", () => {
  it("does not ask a skipped step but sends its prefilled values; the comment goes on its own once the change is stored", async () => {
    renderForm(formOf([step("reason", [comment]), step("type", [returnType]), step("address", [street], { skipped: true })]), {
      returnType: "SELF_RETURN",
      returnStreet: "Hauptstr.",
    });
    expect(screen.getByText("Schritt 1 von 2")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "Kommentar" }), { target: { value: "  Ich ziehe um.  " } });
    next();
    fireEvent.click(await screen.findByRole("button", { name: "Buchen" }));
    await waitFor(() => expect(callsTo(COMMENT)).toHaveLength(1));
    expect(JSON.parse(String(putCalls()[0]?.[1]?.body))).toEqual({ return_type: "SELF_RETURN", return_street: "Hauptstr." });
    expect(JSON.parse(String(callsTo(COMMENT)[0]?.[1]?.body))).toEqual({ comment: "Ich ziehe um." });
    expect(await screen.findByText("Dein Rückgabetermin ist bestätigt")).toBeInTheDocument();
    expect(screen.getByText("Gebucht")).toBeInTheDocument();
  });

  it("runs the error action for a refusal of a skipped step's value, which the customer cannot correct here", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === PUT
        ? Response.json({ error: "invalid_request", issues: [{ path: "return_street", code: "required", message: "" }] }, { status: 422 })
        : Response.json({}),
    );
    renderForm(formOf([step("type", [returnType]), step("address", [street], { skipped: true })]), { returnType: "PICKUP", returnStreet: "" });
    fireEvent.click(screen.getByRole("button", { name: "Buchen" }));
    expect(await screen.findAllByText("Änderung fehlgeschlagen")).not.toHaveLength(0);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("books with the return reason left empty, which is optional, and posts no comment (deals.md §5)", async () => {
    renderForm(formOf([step("reason", [comment]), step("type", [returnType])]), { returnType: "SELF_RETURN" });
    expect(screen.getByRole("textbox", { name: "Kommentar" })).toHaveValue("");
    next();
    fireEvent.click(await screen.findByRole("button", { name: "Buchen" }));
    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(await screen.findByText("Dein Rückgabetermin ist bestätigt")).toBeInTheDocument();
    expect(callsTo(COMMENT)).toHaveLength(0);
  });

  it("posts nothing more when the change failed", async () => {
    fetchMock.mockImplementation(async () => new Response("{}", { status: 500 }));
    renderForm(formOf([step("reason", [comment]), step("type", [returnType])]), { returnType: "SELF_RETURN" });
    fireEvent.change(screen.getByRole("textbox", { name: "Kommentar" }), { target: { value: "Zu teuer" } });
    next();
    fireEvent.click(await screen.findByRole("button", { name: "Buchen" }));
    expect(await screen.findAllByText("Änderung fehlgeschlagen")).not.toHaveLength(0);
    expect(callsTo(COMMENT)).toHaveLength(0);
  });
});
