import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type ModuleEntryOf } from "@/cms/types";
import { FEATURE_KEYS, type FeatureKey } from "./feature-module.contract";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { b2cCustomer, pageContext } from "../../../tests/helpers/module-context";
import { FeatureModule } from "./feature-module";
import type { FeatureProps } from "@/kernel/feature-props";

/**
 * Each code-owned feature is replaced by a stand-in that names itself and shows what it was
 * given; the features have tests of their own. What is tested here is the key map.
 */
const featureStub = vi.hoisted(() => async (name: string) => {
  const { createElement } = await import("react");
  const Stub = ({ context, title }: FeatureProps) =>
    createElement(
      "section",
      { "aria-label": `Feature ${name}` },
      createElement("h2", null, title ?? "(ohne Titel)"),
      createElement("p", null, `Seite ${context.path}`),
    );
  return { [name]: Stub };
});
vi.mock("@/features/deals/components/subscription-list", () => featureStub("SubscriptionList"));
vi.mock("@/features/deals/components/vehicle-details", () => featureStub("VehicleDetails"));
vi.mock("@/features/auth/components/sign-in-feature", async () => ({
  ...(await featureStub("SignInFeature")),
  ...(await featureStub("BusinessSignInFeature")),
}));
vi.mock("@/features/delivery/components/order-status", () => featureStub("OrderStatus"));
vi.mock("@/features/deals/components/return-status", () => featureStub("ReturnStatus"));
vi.mock("@/features/documents/components/documents-list", () => featureStub("DocumentsList"));
vi.mock("@/features/damage/components/damage-reports", () => featureStub("DamageReports"));
vi.mock("@/features/invoices/components/invoice-list", () => featureStub("InvoiceList"));
vi.mock("@/features/business/components/business-details", () => featureStub("BusinessDetails"));
vi.mock("@/features/services/components/services-block", () => featureStub("ServicesBlock"));
vi.mock("@/features/mileage/components/mileage-status", () => featureStub("MileageStatus"));
vi.mock("@/features/deals/components/category-subscription", () => featureStub("CategorySubscription"));
vi.mock("@/features/deals/components/car-picker", () => featureStub("CarPicker"));
vi.mock("@/features/service-requests/components/service-confirmation", () => featureStub("ServiceConfirmation"));
vi.mock("@/features/insurance/components/insurance-addons", () => featureStub("InsuranceAddons"));
vi.mock("@/features/insurance/components/insurance-modals", async () => ({
  ...(await featureStub("InsuranceUpgradeFeature")),
  ...(await featureStub("OneTimeMileageFeature")),
}));
vi.mock("@/features/end-of-subscription/components/extend-options", () => featureStub("ExtendOptions"));
vi.mock("@/features/end-of-subscription/components/prolongation", () => featureStub("Prolongation"));
vi.mock("@/features/end-of-subscription/components/prolongation-success", () => featureStub("ProlongationSuccess"));
vi.mock("@/features/account/components/account-deletion-action", () => featureStub("AccountDeletionAction"));
vi.mock("@/features/auth/components/reset-password-feature", () => featureStub("ResetPasswordFeature"));
vi.mock("@/features/chrome/components/newsletter-confirm", () => featureStub("NewsletterConfirm"));
vi.mock("@/features/account/components/delete-account-confirm", () => featureStub("DeleteAccountConfirm"));
vi.mock("@/features/account/components/account-deletion-dismiss", () => featureStub("AccountDeletionDismiss"));
vi.mock("@/features/account/components/deals-preventing-deletion", () => featureStub("DealsPreventingDeletion"));
vi.mock("@/features/end-of-subscription/components/buy-car", () => featureStub("BuyCarFeature"));
vi.mock("@/features/car-search/components/car-search", () => featureStub("CarSearch"));
vi.mock("@/features/account/components/account-data", async () => ({
  ...(await featureStub("AccountData")),
  ...(await featureStub("AccountContact")),
}));
vi.mock("@/features/account/components/account-edit", async () => ({
  ...(await featureStub("EditAccount")),
  ...(await featureStub("EditCompany")),
  ...(await featureStub("ChangePassword")),
}));
vi.mock("@/features/account/components/hosted-payment", () => featureStub("HostedPayment"));
vi.mock("@/features/drivers/components/drivers-page", () => featureStub("DriversPage"));
vi.mock("@/features/drivers/components/driver-add", () => featureStub("DriverAdd"));
vi.mock("@/features/business/components/business-portal", () => featureStub("BusinessPortal"));
vi.mock("@/features/business/components/business-contacts", () => featureStub("BusinessContacts"));
vi.mock("@/features/loyalty/components/referral-page", () => featureStub("ReferralPage"));

const expected: Record<FeatureKey, string> = {
  "subscription-list": "SubscriptionList",
  "vehicle-details": "VehicleDetails",
  "sign-in": "SignInFeature",
  "business-sign-in": "BusinessSignInFeature",
  "order-status": "OrderStatus",
  "return-status": "ReturnStatus",
  documents: "DocumentsList",
  "damage-reports": "DamageReports",
  invoices: "InvoiceList",
  "business-details": "BusinessDetails",
  services: "ServicesBlock",
  "mileage-status": "MileageStatus",
  "category-subscription": "CategorySubscription",
  "car-picker": "CarPicker",
  "service-confirmation": "ServiceConfirmation",
  "insurance-addons": "InsuranceAddons",
  "insurance-upgrade": "InsuranceUpgradeFeature",
  "one-time-mileage": "OneTimeMileageFeature",
  "extend-options": "ExtendOptions",
  prolongation: "Prolongation",
  "prolongation-success": "ProlongationSuccess",
  "account-deletion": "AccountDeletionAction",
  "delete-account-confirm": "DeleteAccountConfirm",
  "account-deletion-dismiss": "AccountDeletionDismiss",
  "deals-preventing-deletion": "DealsPreventingDeletion",
  "buy-car": "BuyCarFeature",
  "car-search": "CarSearch",
  "account-data": "AccountData",
  "account-contact": "AccountContact",
  "edit-account": "EditAccount",
  "edit-company": "EditCompany",
  "change-password": "ChangePassword",
  "hosted-payment": "HostedPayment",
  "drivers-list": "DriversPage",
  "driver-add": "DriverAdd",
  "reset-password": "ResetPasswordFeature",
  "business-portal": "BusinessPortal",
  "business-contacts": "BusinessContacts",
  referral: "ReferralPage",
  "newsletter-confirm": "NewsletterConfirm",
};

const entry = (key: FeatureKey, title: string | null = "Deine Dokumente"): ModuleEntryOf<"featureModule"> => ({
  id: `feature-${key}`,
  type: "featureModule",
  visibility: [],
  fields: { key, title },
});

describe("FeatureModule", () => {
  it.each(FEATURE_KEYS.map((key) => [key, expected[key]] as const))("places the feature %s (%s), and only that one", (key, name) => {
    render(<FeatureModule entry={entry(key)} context={pageContext()} />);
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(screen.getByRole("region", { name: `Feature ${name}` })).toBeInTheDocument();
  });

  it("gives the feature the title from content and the page's context", () => {
    const context = pageContext({ path: "/de-DE/mycars/deal-anna/documents", customer: b2cCustomer, deal: makeDeal({ id: "deal-anna" }) });
    render(<FeatureModule entry={entry("documents", "Deine Dokumente")} context={context} />);
    const feature = screen.getByRole("region", { name: "Feature DocumentsList" });
    expect(feature).toHaveTextContent("Deine Dokumente");
    expect(feature).toHaveTextContent("Seite /de-DE/mycars/deal-anna/documents");
  });

  it("passes a missing title on as none, for the feature's own default", () => {
    render(<FeatureModule entry={entry("invoices", null)} context={pageContext()} />);
    expect(screen.getByRole("region", { name: "Feature InvoiceList" })).toHaveTextContent("(ohne Titel)");
  });
});
