import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createFixturesSource } from "@/cms/source/fixtures-source";
import type { ModuleEntryOf } from "@/cms/types";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { b2cCustomer, pageContext } from "../../../tests/helpers/module-context";
import { renderWithIntl } from "../../../tests/helpers/render-with-intl";
import { StepFormResults } from "../../app/[locale]/step-form-results.client";
import { forThisPage, Steps } from "./steps";
import { StepForm, type StepFormProps } from "../../features/step-forms/components/step-form.client";

const latestMileage = vi.hoisted(() => vi.fn());
vi.mock("@/features/mileage/api/latest-mileage.server", () => ({ getCarLatestMileage: latestMileage }));
// The server wrapper gives the form its namespaces; here every message is in the test provider.
vi.mock("@/i18n/feature-messages", () => ({ FeatureMessages: ({ children }: { children: ReactNode }) => children }));

/** The real mileage report form of fixtures/content/mileage.json, as the page resolves it in German. */
let mileageForm: ModuleEntryOf<"steps">;
beforeAll(async () => {
  const page = await createFixturesSource().getPage("mycars/[dealId]/mileage", "de-DE", { preview: false });
  const form = page?.modules.find((module) => module.id === "mileage-report-form");
  if (form?.type !== "steps") throw new Error("fixtures/content/mileage.json has no steps module mileage-report-form");
  mileageForm = form;
});

const deal = makeDeal({ id: "deal-anna", car_id: "car-anna-id3" });
const URL = "/portal/api/bff/deals/deal-anna/mileage-report";

/** With the app's result views, as the locale layout provides them. */
function renderForm(props: Partial<StepFormProps> = {}) {
  renderWithIntl(
    <StepFormResults>
      <StepForm form={mileageForm.fields} url={URL} dealId="deal-anna" pageValues={{}} deal={deal} audience="b2c" {...props} />
    </StepFormResults>,
  );
  return formRegion();
}

const formRegion = () => screen.getByRole("region", { name: "Kilometerstand melden" });
const mileageInput = () => screen.getByRole("textbox", { name: "Kilometerstand in km" });
const type = (value: string) => fireEvent.change(mileageInput(), { target: { value } });
const sendButton = () => screen.getByRole("button", { name: "Kilometerstand senden" });
const send = () => fireEvent.click(sendButton());
/** The field's error (the toasts have an alert region of their own, outside the form). */
const alertText = async () => (await within(formRegion()).findByRole("alert")).textContent;

/** Types a reading and sends it, once the button is enabled. */
async function sendReading(mileage: string) {
  type(mileage);
  await waitFor(() => expect(sendButton()).toBeEnabled());
  send();
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  latestMileage.mockReset();
});

describe("StepForm (the client of the steps module) with the mileage report form", () => {
  it("names itself with the page's h1 where its title is the page's (cms/page-heading.ts), its step an h2", () => {
    const form = renderForm({ titleTag: "h1" });
    expect(within(form).getByRole("heading", { level: 1, name: "Kilometerstand melden" })).toBeInTheDocument();
    // Its step's title one level under it (axe heading-order: an h3 after the h1 skipped one).
    expect(within(form).getByRole("heading", { level: 2, name: "Aktueller Kilometerstand" })).toBeInTheDocument();
  });

  it("is one step, the reading, then send (deals.md §2 'mileage-report (form, then success or error)'): no caption, no next, no back", () => {
    const form = renderForm();
    expect(mileageForm.fields.steps).toHaveLength(1);
    expect(within(form).getByRole("heading", { level: 2, name: "Kilometerstand melden" })).toBeInTheDocument();
    expect(within(form).queryByText(/^Schritt/)).not.toBeInTheDocument();
    expect(within(form).getByRole("heading", { level: 3, name: "Aktueller Kilometerstand" })).toBeInTheDocument();
    expect(mileageInput()).toHaveAccessibleDescription("Den Stand findest du im Tacho deines Autos.");
    expect(mileageInput()).toHaveAttribute("placeholder", "z. B. 12500");
    expect(within(form).queryByRole("checkbox")).not.toBeInTheDocument();
    // deals.md §5: "submit enabled only when a value is entered" (the step's continueWhenFilled).
    expect(within(form).getByRole("button", { name: "Kilometerstand senden" })).toBeDisabled();
    expect(within(form).queryByRole("button", { name: "Weiter" })).not.toBeInTheDocument();
    expect(within(form).queryByRole("button", { name: "Zurück" })).not.toBeInTheDocument();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("enables send only while a value is entered, and says so once the emptied field is left", async () => {
    renderForm();
    type("9");
    await waitFor(() => expect(sendButton()).toBeEnabled());
    type("");
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(within(formRegion()).queryByRole("alert")).not.toBeInTheDocument();
    fireEvent.blur(mileageInput());
    expect(await alertText()).toBe("Dies ist ein Pflichtfeld.");
    expect(mileageInput()).toHaveAttribute("aria-invalid", "true");
    expect(mileageInput()).toHaveAccessibleDescription(expect.stringContaining("Dies ist ein Pflichtfeld."));
    // Enter on the empty field sends nothing either.
    fireEvent.submit(mileageInput().closest("form")!);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("blocks sending while a check fails, says why in German and focuses the field", async () => {
    renderForm();
    type("100001");
    // Pressing the button leaves the focus in the field, so its error cannot move the button away mid-click.
    expect(fireEvent.mouseDown(sendButton())).toBe(false);
    send();
    expect(await alertText()).toBe("Die eingegebene Laufleistung überschreitet das zulässige Limit.");
    await waitFor(() => expect(mileageInput()).toHaveFocus());
    expect(mileageInput()).toHaveAttribute("aria-invalid", "true");
    expect(sendButton()).toBeDisabled();

    type("12.5");
    await waitFor(async () => expect(await alertText()).toBe("Bitte gib eine ganze Zahl ein."));
    fireEvent.submit(mileageInput().closest("form")!);
    await waitFor(async () => expect(await alertText()).toBe("Bitte gib eine ganze Zahl ein."));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("speaks to business customers formally", async () => {
    renderForm({ audience: "b2b" });
    type("12.5");
    send();
    expect(await alertText()).toBe("Bitte geben Sie eine ganze Zahl ein.");
  });

  it("takes the mileage limit from the page when it has one", async () => {
    renderForm({ pageValues: { maximum_mileage: 5000 } });
    type("9015");
    send();
    expect(await alertText()).toBe("Die eingegebene Laufleistung überschreitet das zulässige Limit.");
    type("4999");
    await waitFor(() => expect(within(formRegion()).queryByRole("alert")).not.toBeInTheDocument());
    expect(sendButton()).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the mapped values once on a double click, with the deal id, and shows the outcome", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    type("9015");
    await waitFor(() => expect(sendButton()).toBeEnabled());
    const button = sendButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole("button", { name: "Wird gesendet …" })).toBeDisabled();
    answer(
      Response.json({
        monthly_mileage_excess: 120,
        estimated_total_excess: 1440,
        estimated_total_excess_mileage_cost: 288,
        recommended_mileage_package: { mileage_package: 2000, mileage_package_fee: 49 },
      }),
    );

    const result = await screen.findByRole("region", { name: "Du fährst mehr als geplant" });
    expect(result).toHaveTextContent("Hochgerechnet fährst du 120 km pro Monat mehr, als dein Kilometerpaket vorsieht.");
    expect(within(result).getByRole("link", { name: "Kilometerpaket erhöhen" })).toHaveAttribute(
      "href",
      "/portal/de-DE/mycars/deal-anna?modalName=mileage-upgrade&mileagePackage=2000",
    );

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(URL);
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ current_mileage: 9015, dealId: "deal-anna" });
    expect(new Headers(init.headers).get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("after a failed submission shows the content's error toast, then the request-error modal, and keeps the form", async () => {
    fetchMock.mockImplementation(async () => new Response("{}", { status: 500 }));
    renderForm();
    const toasts = screen.getByRole("alert", { hidden: true });
    expect(toasts).toBeEmptyDOMElement(); // the live region is there before anything is said in it
    await sendReading("5022");

    const dialog = await screen.findByRole("dialog", { name: "Das hat leider nicht geklappt" });
    expect(dialog).toHaveAccessibleDescription(/^Entschuldige bitte: .* unter \+49 89 1234 5600\.$/);
    expect(toasts).toHaveTextContent("Der Kilometerstand konnte nicht gesendet werden.");
    expect(toasts).toHaveAttribute("aria-live", "assertive"); // stays audible beside the modal

    fireEvent.click(within(dialog).getByRole("button", { name: "Nochmal versuchen" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get("idempotency-key"));
    expect(new Set(keys).size).toBe(1); // the retry is the same request
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // The content's text stays above the buttons, without being announced a second time.
    expect(within(formRegion()).getByText("Der Kilometerstand konnte nicht gesendet werden.")).not.toHaveAttribute("role");
    expect(mileageInput()).toHaveValue("5022");
  });

  it("treats a zero excess as a failure (deals.md §4): the toast and the modal, no outcome", async () => {
    fetchMock.mockResolvedValue(Response.json({ monthly_mileage_excess: 0 }));
    renderForm();
    await sendReading("5022");
    expect(await screen.findByRole("dialog", { name: "Das hat leider nicht geklappt" })).toBeInTheDocument();
    expect(screen.getByRole("alert", { hidden: true })).toHaveTextContent("Der Kilometerstand konnte nicht gesendet werden.");
  });

  it("puts the endpoint's issue (422), worded from its code, on the field until the value changes", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          error: "invalid_request",
          issues: [{ path: "current_mileage", code: "mileage_above_limit", values: { maximum: 60000 }, message: "above the limit" }],
        },
        { status: 422 },
      ),
    );
    renderForm();
    await sendReading("70000");

    expect(await alertText()).toBe("Die eingegebene Laufleistung überschreitet das zulässige Limit.");
    await waitFor(() => expect(mileageInput()).toHaveFocus());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    type("40");
    await waitFor(() => expect(within(formRegion()).queryByRole("alert")).not.toBeInTheDocument());
  });
});

describe("Steps (the server wrapper)", () => {
  const context = pageContext({ path: "/de-DE/mycars/deal-anna/mileage", params: { dealId: "deal-anna" }, customer: b2cCustomer, deal });

  it("fills the page's deal into the endpoint and takes the limit from the car's latest mileage", async () => {
    latestMileage.mockResolvedValue({ mileage: 31, maximum_mileage: 5000 });
    fetchMock.mockResolvedValue(Response.json({ monthly_mileage_excess: -50 }));
    renderWithIntl(<StepFormResults>{await Steps({ entry: mileageForm, context })}</StepFormResults>);
    expect(latestMileage).toHaveBeenCalledWith("customer-anna", "car-anna-id3");

    type("9015");
    send();
    expect(await alertText()).toBe("Die eingegebene Laufleistung überschreitet das zulässige Limit.");
    await sendReading("4000");

    expect(await screen.findByRole("region", { name: "Alles im Rahmen" })).toHaveTextContent(
      "Hochgerechnet bleibst du 50 km pro Monat unter deinem Kilometerpaket.",
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/portal/api/bff/deals/deal-anna/mileage-report");
    expect(JSON.parse(init.body as string)).toEqual({ current_mileage: 4000, dealId: "deal-anna" });
  });

  it("keeps the limit from content when the car has no latest mileage", async () => {
    latestMileage.mockResolvedValue(null);
    renderWithIntl(await Steps({ entry: mileageForm, context }));
    type("99999");
    fireEvent.blur(mileageInput());
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(within(formRegion()).queryByRole("alert")).not.toBeInTheDocument();
    type("100001");
    expect(await screen.findByText("Die eingegebene Laufleistung überschreitet das zulässige Limit.")).toBeInTheDocument();
  });

  it("renders nothing, with a warning, on a page without the deal its endpoint needs", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const element = await Steps({ entry: mileageForm, context: pageContext({ customer: b2cCustomer }) });
    expect(element).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Step form mileage-report-form not shown"));
    expect(latestMileage).not.toHaveBeenCalled();
  });
});

describe("forThisPage: the return form as a deal's page asks it", () => {
  async function returnForm() {
    const page = await createFixturesSource().getPage("mycars/[dealId]/return", "de-DE", { preview: false });
    const form = page?.modules.find((module) => module.id === "return-form");
    if (form?.type !== "steps") throw new Error("fixtures/content/return.json has no steps module return-form");
    return form.fields;
  }
  const fieldNames = (form: Awaited<ReturnType<typeof returnForm>>) => form.steps.flatMap((step) => step.fields.map((field) => field.name));
  const asked = (returnType: "PICKUP" | null) => {
    const returnDeal = makeDeal({ id: "deal-anna", return_type: returnType, return_date: returnType ? "2026-07-20T09:00:00+02:00" : null });
    return pageContext({ params: { dealId: "deal-anna" }, customer: b2cCustomer, deal: returnDeal });
  };

  it("leaves the change's fee out of a first booking, which is free (deals.md §9: a date change costs, a booking does not)", async () => {
    const form = forThisPage(await returnForm(), (url) => url, asked(null));
    expect(fieldNames(form)).toEqual(expect.arrayContaining(["returnType", "preferredReturnDate"]));
    expect(fieldNames(form)).not.toContain("changeFee");
    expect(fieldNames(form)).not.toContain("changeFeePreview");
  });

  it("shows it beside the date and on the overview once a return is booked", async () => {
    const form = forThisPage(await returnForm(), (url) => url, asked("PICKUP"));
    expect(fieldNames(form)).toEqual(expect.arrayContaining(["changeFee", "changeFeePreview"]));
  });
});
