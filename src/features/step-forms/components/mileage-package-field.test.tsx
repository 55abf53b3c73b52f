import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FieldLookup, FormField, StepFormFields } from "@/cms/types";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { preloadFieldRenderers, RENDERED_KINDS } from "./fields/field-renderers";
import { StepForm } from "./step-form.client";

// As a form does when it opens: the renderers of its kinds are loaded before a step shows them.
beforeAll(() => preloadFieldRenderers(RENDERED_KINDS));

/** The mileage-upgrade form's fields (deals.md §2 two steps, §4, §5, §8), on the content's shape. */

const URL = "/portal/api/bff/deals/deal-1/mileage_packages";
const lookup: FieldLookup = { url: URL, method: "GET", query: {}, path: null, requires: "available_mileage_packages", fills: {} };
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
  lookup,
  sendTo: null,
  upload: null,
  ...extra,
});

const form: StepFormFields = {
  title: null,
  steps: [
    {
      id: "choose",
      title: "Paket wählen",
      fields: [
        field("mileagePackage", "mileage-package", { label: "Neues Kilometerpaket", mapTo: "mileage_package", validations: [{ rule: "required" }] }),
      ],
      condition: null,
      // As in content: §4 "Step 1 is disabled until a package is chosen".
      continueWhenFilled: true,
      visibility: [],
    },
    {
      id: "confirm",
      title: "Änderung bestätigen",
      fields: [field("overview", "mileage-package-summary", { label: "Die Änderung im Überblick" })],
      condition: null,
      visibility: [],
    },
  ],
  submit: { url: URL, method: "PUT", includeDealId: false, dealIdKey: "dealId", fixedValues: {}, text: "Kilometerpaket verbindlich erhöhen" },
  errorAction: "save-error-modal",
  errorTitle: "Speichern fehlgeschlagen",
  errorMessage: "Das Speichern hat nicht geklappt. Bitte versuche es erneut oder kontaktiere unseren Kundenservice.",
  result: "message",
  successTitle: "Kilometerpaket erhöht",
  successText: null,
  successToast: null,
  prefill: "mileage-upgrade",
  preflight: null,
};

const packages = (net: boolean) => ({
  mileage_package: 1500,
  amount: net ? 499 : 549,
  is_late_change: !net,
  unavailable_reason: null,
  net_prices: net,
  available_mileage_packages: [
    { mileage_package: 2000, amount_change: net ? 21 : 25, new_amount: net ? 520 : 574, one_time_payment: net ? 0 : 100 },
    { mileage_package: 2500, amount_change: net ? 42 : 50, new_amount: net ? 541 : 599, one_time_payment: net ? 0 : 200 },
  ],
});

let fetchMock: ReturnType<typeof vi.fn>;
let putStatus: number;
beforeEach(() => {
  putStatus = 200;
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === "PUT") return Response.json({ mileage_package: 2500 }, { status: putStatus });
    return Response.json(packages(false));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderForm = (initialValues = {}, audience: "b2c" | "b2b" = "b2c") =>
  renderWithIntl(<StepForm form={form} url={URL} dealId={null} pageValues={{}} initialValues={initialValues} deal={null} audience={audience} />);

describe("the mileage-upgrade form (deals.md §2, §4, §5)", () => {
  it("offers the packages as radio cards, keeps Next disabled until one is chosen, and puts the chosen one", async () => {
    renderForm();
    const group = await screen.findByRole("group", { name: "Neues Kilometerpaket" });
    expect(within(group).getByText("Dein Paket heute: 1.500 km im Monat für 549 €", { exact: true })).toBeInTheDocument();
    const next = screen.getByRole("button", { name: "Weiter" });
    expect(next).toBeDisabled();
    const card = (await within(group).findByRole("radio", { name: /^2\.500 km im Monat/ })).closest("label")!;
    expect(card).toHaveTextContent("Neue Monatsrate599 €Mehr im Monat+50 €Einmalzahlung200 €");
    expect(within(group).getByText(/Für die bereits gefahrenen Monate zahlst du den Unterschied/)).toBeInTheDocument();
    fireEvent.click(within(group).getByRole("radio", { name: /^2\.500 km im Monat/ }));
    expect(next).toBeEnabled();
    fireEvent.click(next);

    expect(await screen.findByText("Von 1.500 auf 2.500 km im Monat")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Kilometerpaket verbindlich erhöhen" }));
    expect(await screen.findByRole("region", { name: "Kilometerpaket erhöht" })).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "PUT")!;
    expect(JSON.parse((put[1] as RequestInit).body as string)).toEqual({ mileage_package: 2500 });
  });

  it("starts from the recommended package of the query, and clears one that is not offered", async () => {
    renderForm({ mileagePackage: "2000" });
    expect(await screen.findByRole("radio", { name: /^2\.000 km im Monat/ })).toBeChecked();
    expect(screen.getByRole("button", { name: "Weiter" })).toBeEnabled();
  });

  it("clears a chosen package the answer does not offer (a stale link)", async () => {
    renderForm({ mileagePackage: "1500" });
    await screen.findByRole("radio", { name: /^2\.000 km im Monat/ });
    await waitFor(() => expect(screen.getByRole("button", { name: "Weiter" })).toBeDisabled());
    expect(screen.getAllByRole("radio").some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it("quotes business customers net of VAT", async () => {
    fetchMock.mockImplementation(async () => Response.json(packages(true)));
    renderForm({}, "b2b");
    const card = (await screen.findByRole("radio", { name: /^2\.000 km im Monat/ })).closest("label")!;
    expect(card).toHaveTextContent("Neue Monatsrate520 € zzgl. MwSt.Mehr im Monat+21 € zzgl. MwSt.Einmalzahlungkeine");
    expect(screen.getByText("Ihr Paket heute: 1.500 km im Monat für 499 € zzgl. MwSt.", { exact: true })).toBeInTheDocument();
  });

  it("opens the save-error modal with the form's own texts and a retry when saving fails (§8)", async () => {
    putStatus = 500;
    renderForm({ mileagePackage: "2000" });
    fireEvent.click(await screen.findByRole("button", { name: "Weiter" }));
    fireEvent.click(await screen.findByRole("button", { name: "Kilometerpaket verbindlich erhöhen" }));
    const modal = await screen.findByRole("dialog", { name: "Speichern fehlgeschlagen" });
    expect(modal).toHaveTextContent("Das Speichern hat nicht geklappt. Bitte versuche es erneut oder kontaktiere unseren Kundenservice.");
    expect(within(modal).getByRole("button", { name: "Nochmal versuchen" })).toBeInTheDocument();
  });
});
