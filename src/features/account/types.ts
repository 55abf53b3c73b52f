import type { PaymentType } from "./rules/payment-methods";

/** POST /deletion-request answered 200 (account.md §3 "Account properties: is_deletion_requested"). */
export interface DeletionRequest {
  is_deletion_requested: true;
  deletion_requested_at: string;
}

/** account.md §3 Profile, as the account pages and `PATCH profile` answer it (birthday DD.MM.YYYY). */
export interface AccountProfile {
  firstname: string;
  lastname: string;
  birthday: string;
  phone: string;
  /** Optional: "" when not given. */
  mobilephone: string;
  invoice_street: string;
  invoice_house_number: string;
  zip: string;
  city: string;
  email: string;
  is_deletion_requested: boolean;
  /** account.md §3 Session user provider: google, apple or other (a password). */
  provider: "google" | "apple" | "other";
}

/** account.md §3 Company: address is "street, housenumber". */
export interface AccountCompany {
  id: string;
  name: string;
  phone: string;
  address: string;
  street: string;
  housenumber: string;
  zip: string;
  city: string;
}

export interface AccountData {
  profile: AccountProfile;
  /** Only with a MINIB2B deal and company data (account.md §2). */
  company: AccountCompany | null;
}

/** The built-in hosted payment page's session (the stand-in of Stripe Checkout). */
export interface PaymentSessionView {
  id: string;
  payment_type: PaymentType;
  car_model: string | null;
  open: boolean;
  success_url: string;
  cancel_url: string;
}
