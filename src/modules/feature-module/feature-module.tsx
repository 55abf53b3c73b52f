import type { ComponentType } from "react";
import type { ModuleProps } from "@/cms/module-props";
import type { FeatureKey } from "./feature-module.contract";
import {
  AccountContact,
  AccountData,
  AccountDeletionAction,
  AccountDeletionDismiss,
  ChangePassword,
  DealsPreventingDeletion,
  DeleteAccountConfirm,
  EditAccount,
  EditCompany,
  HostedPayment,
} from "@/features/account/public.components";
import { DriverAdd, DriversPage } from "@/features/drivers/public.components";
import { BusinessSignInFeature, ResetPasswordFeature, SignInFeature } from "@/features/auth/public.components";
import { BusinessContacts, BusinessDetails, BusinessPortal } from "@/features/business/public.components";
import { DamageReports } from "@/features/damage/public.components";
import { CarSearch } from "@/features/car-search/public.components";
import { NewsletterConfirm } from "@/features/chrome/public.components";
import { CarPicker, CategorySubscription, SubscriptionList, VehicleDetails } from "@/features/deals/public.components";
import { ReturnStatus } from "@/features/returns/public.components";
import { BuyCarFeature, ExtendOptions, Prolongation, ProlongationSuccess } from "@/features/end-of-subscription/public.components";
import { OrderStatus } from "@/features/delivery/public.components";
import { DocumentsList } from "@/features/documents/public.components";
import { InsuranceAddons, InsuranceUpgradeFeature, OneTimeMileageFeature } from "@/features/insurance/public.components";
import { ReferralPage } from "@/features/loyalty/public.components";
import { InvoiceList } from "@/features/invoices/public.components";
import { ServiceConfirmation } from "@/features/service-requests/public.components";
import { ServicesBlock } from "@/features/services/public.components";
import { MileageStatus } from "@/features/mileage/public.components";
import type { featureModuleContract } from "./feature-module.contract";
import type { FeatureProps } from "@/kernel/feature-props";
import { titleTag } from "../module-title";

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
  return <Feature context={context} title={entry.fields.title} titleTag={titleTag(context, entry.id)} />;
}
