import type { ComponentType } from "react";
import type { ModuleProps } from "@/cms/module-props";
import type { FeatureKey } from "./feature-module.contract";
import { AccountContact, AccountData } from "@/features/account/components/account-data";
import { ChangePassword, EditAccount, EditCompany } from "@/features/account/components/account-edit";
import { HostedPayment } from "@/features/account/components/hosted-payment";
import { AccountDeletionAction } from "@/features/account/components/account-deletion-action";
import { AccountDeletionDismiss } from "@/features/account/components/account-deletion-dismiss";
import { DealsPreventingDeletion } from "@/features/account/components/deals-preventing-deletion";
import { DeleteAccountConfirm } from "@/features/account/components/delete-account-confirm";
import { DriverAdd } from "@/features/drivers/components/driver-add";
import { DriversPage } from "@/features/drivers/components/drivers-page";
import { ResetPasswordFeature } from "@/features/auth/components/reset-password-feature";
import { BusinessSignInFeature, SignInFeature } from "@/features/auth/components/sign-in-feature";
import { BusinessDetails } from "@/features/business/components/business-details";
import { BusinessContacts } from "@/features/business/components/business-contacts";
import { BusinessPortal } from "@/features/business/components/business-portal";
import { DamageReports } from "@/features/damage/components/damage-reports";
import { CarSearch } from "@/features/car-search/components/car-search";
import { NewsletterConfirm } from "@/features/chrome/components/newsletter-confirm";
import { CarPicker } from "@/features/deals/components/car-picker";
import { CategorySubscription } from "@/features/deals/components/category-subscription";
import { ReturnStatus } from "@/features/deals/components/return-status";
import { SubscriptionList } from "@/features/deals/components/subscription-list";
import { VehicleDetails } from "@/features/deals/components/vehicle-details";
import { BuyCarFeature } from "@/features/end-of-subscription/components/buy-car";
import { ExtendOptions } from "@/features/end-of-subscription/components/extend-options";
import { Prolongation } from "@/features/end-of-subscription/components/prolongation";
import { ProlongationSuccess } from "@/features/end-of-subscription/components/prolongation-success";
import { OrderStatus } from "@/features/delivery/components/order-status";
import { DocumentsList } from "@/features/documents/components/documents-list";
import { InsuranceAddons } from "@/features/insurance/components/insurance-addons";
import { InsuranceUpgradeFeature, OneTimeMileageFeature } from "@/features/insurance/components/insurance-modals";
import { ReferralPage } from "@/features/loyalty/components/referral-page";
import { InvoiceList } from "@/features/invoices/components/invoice-list";
import { ServiceConfirmation } from "@/features/service-requests/components/service-confirmation";
import { ServicesBlock } from "@/features/services/components/services-block";
import { MileageStatus } from "@/features/mileage/components/mileage-status";
import type { featureModuleContract } from "./feature-module.contract";
import type { FeatureProps } from "@/kernel/feature-props";

/** The component of each code-owned feature (`FEATURES` in the contract). */
const features: Record<FeatureKey, ComponentType<FeatureProps>> = {
  "subscription-list": SubscriptionList,
  "vehicle-details": VehicleDetails,
  "sign-in": SignInFeature,
  "business-sign-in": BusinessSignInFeature,
  "order-status": OrderStatus,
  "return-status": ReturnStatus,
  documents: DocumentsList,
  "damage-reports": DamageReports,
  invoices: InvoiceList,
  "business-details": BusinessDetails,
  services: ServicesBlock,
  "mileage-status": MileageStatus,
  "category-subscription": CategorySubscription,
  "car-picker": CarPicker,
  "service-confirmation": ServiceConfirmation,
  "insurance-addons": InsuranceAddons,
  "insurance-upgrade": InsuranceUpgradeFeature,
  "one-time-mileage": OneTimeMileageFeature,
  "extend-options": ExtendOptions,
  prolongation: Prolongation,
  "prolongation-success": ProlongationSuccess,
  "account-deletion": AccountDeletionAction,
  "delete-account-confirm": DeleteAccountConfirm,
  "account-deletion-dismiss": AccountDeletionDismiss,
  "deals-preventing-deletion": DealsPreventingDeletion,
  "buy-car": BuyCarFeature,
  "car-search": CarSearch,
  "account-data": AccountData,
  "account-contact": AccountContact,
  "edit-account": EditAccount,
  "edit-company": EditCompany,
  "change-password": ChangePassword,
  "hosted-payment": HostedPayment,
  "drivers-list": DriversPage,
  "driver-add": DriverAdd,
  "reset-password": ResetPasswordFeature,
  "business-portal": BusinessPortal,
  "business-contacts": BusinessContacts,
  referral: ReferralPage,
  "newsletter-confirm": NewsletterConfirm,
};

export function FeatureModule({ entry, context }: ModuleProps<typeof featureModuleContract>) {
  const Feature = features[entry.fields.key];
  return <Feature context={context} title={entry.fields.title} />;
}
