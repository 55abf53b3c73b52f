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
const nextButton = () => screen.getByRole("button", { name: "Weiter" });
const next = () => fireEvent.click(nextButton());
/** The field's error (the toasts have an alert region of their own, outside the form). */
const alertText = async () => (await within(formRegion()).findByRole("alert")).textContent;

async function toConfirmStep(mileage = "9015") {
  type(mileage);
  next();
  await screen.findByText("Schritt 2 von 2");
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
  it("names itself with the page's h1 where its title is the page's (cms/page-heading.ts)", () => {
    const form = renderForm({ titleTag: "h1" });
    expect(within(form).getByRole("heading", { level: 1, name: "Kilometerstand melden" })).toBeInTheDocument();
  });

  it("starts on the first of two steps", () => {
    const form = renderForm();
    expect(within(form).getByRole("heading", { level: 2, name: "Kilometerstand melden" })).toBeInTheDocument();
    expect(within(form).getByText("Schritt 1 von 2")).toBeInTheDocument();
    expect(within(form).getByRole("heading", { level: 3, name: "Aktueller Kilometerstand" })).toBeInTheDocument();
    expect(mileageInput()).toHaveAccessibleDescription("Den Stand findest du im Tacho deines Autos.");
    expect(mileageInput()).toHaveAttribute("placeholder", "z. B. 12500");
    // deals.md §5: the primary action is enabled only once a value is entered.
    expect(within(form).getByRole("button", { name: "Weiter" })).toBeDisabled();
    expect(within(form).queryByRole("button", { name: "Zurück" })).not.toBeInTheDocument();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("enables next only while a value is entered, and says so once the emptied field is left", async () => {
    renderForm();
    type("9");
    await waitFor(() => expect(nextButton()).toBeEnabled());
    type("");
    await waitFor(() => expect(nextButton()).toBeDisabled());
    expect(within(formRegion()).queryByRole("alert")).not.toBeInTheDocument();
    fireEvent.blur(mileageInput());
    expect(await alertText()).toBe("Dies ist ein Pflichtfeld.");
    expect(mileageInput()).toHaveAttribute("aria-invalid", "true");
    expect(mileageInput()).toHaveAccessibleDescription(expect.stringContaining("Dies ist ein Pflichtfeld."));
    // Enter on the empty field does not move on either.
    fireEvent.submit(mileageInput().closest("form")!);
    expect(screen.getByText("Schritt 1 von 2")).toBeInTheDocument();
  });

  it("blocks next while a check fails, says why in German and focuses the field", async () => {
    renderForm();
    type("100001");
    // Pressing the button leaves the focus in the field, so its error cannot move the button away mid-click.
    expect(fireEvent.mouseDown(nextButton())).toBe(false);
    next();
    expect(await alertText()).toBe("Die eingegebene Laufleistung überschreitet das zulässige Limit.");
    expect(screen.getByText("Schritt 1 von 2")).toBeInTheDocument();
    await waitFor(() => expect(mileageInput()).toHaveFocus());
    expect(mileageInput()).toHaveAttribute("aria-invalid", "true");

    type("12.5");
    await waitFor(async () => expect(await alertText()).toBe("Bitte gib eine ganze Zahl ein."));
    next();
    await waitFor(async () => expect(await alertText()).toBe("Bitte gib eine ganze Zahl ein."));
    expect(screen.getByText("Schritt 1 von 2")).toBeInTheDocument();
    expect(screen.queryByText("Schritt 2 von 2")).not.toBeInTheDocument();
  });

  it("speaks to business customers formally", async () => {
    renderForm({ audience: "b2b" });
    type("12.5");
    next();
    expect(await alertText()).toBe("Bitte geben Sie eine ganze Zahl ein.");
  });

  it("moves on once the step passes, and back keeps what was typed", async () => {
    const form = renderForm();
    await toConfirmStep("9015");
    expect(within(form).getByRole("heading", { level: 3, name: "Angabe bestätigen" })).toBeInTheDocument();
    expect(within(form).queryByRole("textbox")).not.toBeInTheDocument();
    const send = within(form).getByRole("button", { name: "Kilometerstand senden" });
    expect(send).toBeEnabled(); // §5: an empty required field does not disable it; pressing says so
    fireEvent.click(send);
    expect(await within(form).findByText("Dies ist ein Pflichtfeld.")).toBeInTheDocument();

    fireEvent.click(within(form).getByRole("button", { name: "Zurück" }));
    expect(await within(form).findByText("Schritt 1 von 2")).toBeInTheDocument();
    expect(mileageInput()).toHaveValue("9015");

    next();
    await within(form).findByText("Schritt 2 von 2");
    fireEvent.click(within(form).getByRole("checkbox", { name: "Ich bestätige, dass der Kilometerstand dem Tacho entspricht." }));
    await waitFor(() => expect(within(form).getByRole("button", { name: "Kilometerstand senden" })).toBeEnabled());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes the mileage limit from the page when it has one", async () => {
    renderForm({ pageValues: { maximum_mileage: 5000 } });
    type("9015");
    next();
    expect(await alertText()).toBe("Die eingegebene Laufleistung überschreitet das zulässige Limit.");
    type("4999");
    next();
    expect(await screen.findByText("Schritt 2 von 2")).toBeInTheDocument();
  });

  it("sends the mapped values once on a double click, with the deal id, and shows the outcome", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    await toConfirmStep("9015");
    fireEvent.click(screen.getByRole("checkbox", { name: "Ich bestätige, dass der Kilometerstand dem Tacho entspricht." }));
    const send = screen.getByRole("button", { name: "Kilometerstand senden" });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    fireEvent.click(send);
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
    expect(JSON.parse(init.body as string)).toEqual({ current_mileage: 9015, confirmed: true, dealId: "deal-anna" });
    expect(new Headers(init.headers).get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("after a failed submission shows the content's error toast, then the request-error modal, and keeps the form", async () => {
    fetchMock.mockImplementation(async () => new Response("{}", { status: 500 }));
    renderForm();
    const toasts = screen.getByRole("alert", { hidden: true });
    expect(toasts).toBeEmptyDOMElement(); // the live region is there before anything is said in it
    await toConfirmStep("5022");
    fireEvent.click(screen.getByRole("checkbox", { name: "Ich bestätige, dass der Kilometerstand dem Tacho entspricht." }));
    const send = screen.getByRole("button", { name: "Kilometerstand senden" });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);

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
    fireEvent.click(screen.getByRole("button", { name: "Zurück" }));
    expect(await screen.findByText("Schritt 1 von 2")).toBeInTheDocument();
    expect(mileageInput()).toHaveValue("5022");
  });

  it("treats a zero excess as a failure (deals.md §4): the toast and the modal, no outcome", async () => {
    fetchMock.mockResolvedValue(Response.json({ monthly_mileage_excess: 0 }));
    renderForm();
    await toConfirmStep("5022");
    fireEvent.click(screen.getByRole("checkbox", { name: "Ich bestätige, dass der Kilometerstand dem Tacho entspricht." }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Kilometerstand senden" })).toBeEnabled());
    fireEvent.click(screen.getByRole("button", { name: "Kilometerstand senden" }));
    expect(await screen.findByRole("dialog", { name: "Das hat leider nicht geklappt" })).toBeInTheDocument();
    expect(screen.getByRole("alert", { hidden: true })).toHaveTextContent("Der Kilometerstand konnte nicht gesendet werden.");
  });

  it("puts the endpoint's issue (422), worded from its code, on the field, back on its step, until the value changes", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          error: "invalid_request",
          issues: [{ path: "current_mileage", code: "mileage_below_latest", values: { mileage: 31 }, message: "below the latest reading" }],
        },
        { status: 422 },
      ),
    );
    renderForm();
    await toConfirmStep("10");
    fireEvent.click(screen.getByRole("checkbox", { name: "Ich bestätige, dass der Kilometerstand dem Tacho entspricht." }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Kilometerstand senden" })).toBeEnabled());
    fireEvent.click(screen.getByRole("button", { name: "Kilometerstand senden" }));

    expect(await screen.findByText("Schritt 1 von 2")).toBeInTheDocument();
    expect(await alertText()).toBe("Die Laufleistung liegt unter dem zuletzt bekannten Stand von 31 km.");
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
    next();
    expect(await alertText()).toBe("Die eingegebene Laufleistung überschreitet das zulässige Limit.");
    await toConfirmStep("4000");
    fireEvent.click(screen.getByRole("checkbox", { name: "Ich bestätige, dass der Kilometerstand dem Tacho entspricht." }));
    const send = screen.getByRole("button", { name: "Kilometerstand senden" });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);

    expect(await screen.findByRole("region", { name: "Alles im Rahmen" })).toHaveTextContent(
      "Hochgerechnet bleibst du 50 km pro Monat unter deinem Kilometerpaket.",
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/portal/api/bff/deals/deal-anna/mileage-report");
    expect(JSON.parse(init.body as string)).toEqual({ current_mileage: 4000, confirmed: true, dealId: "deal-anna" });
  });

  it("keeps the limit from content when the car has no latest mileage", async () => {
    latestMileage.mockResolvedValue(null);
    renderWithIntl(await Steps({ entry: mileageForm, context }));
    await toConfirmStep("99999");
    expect(screen.getByRole("heading", { level: 3, name: "Angabe bestätigen" })).toBeInTheDocument();
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
