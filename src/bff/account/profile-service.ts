import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import {
  birthdayToIso,
  COMPANY_FIELDS,
  COMPANY_LOCKED_ONCE_STORED,
  companyAddress,
  splitCompanyAddress,
  companyIssues,
  isoToBirthday,
  lockedFieldIssues,
  PROFILE_FIELDS,
  PROFILE_LOCKED_ONCE_STORED,
  profileIssues,
  type AccountFormIssue,
  type CompanyValues,
  type ProfileValues,
} from "@/features/account/rules/account-forms";
import { contactUpdateIssues, type ContactUpdate } from "@/features/account/rules/contact-update";
import { signInProviderOf } from "@/features/account/rules/password-change";
import { mayDo } from "@/features/business/rules/business-roles";
import type { AccountCompany, AccountData, AccountProfile } from "@/features/account/types";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import type { Dayjs } from "@/lib/clock";
import type { SessionControl } from "../auth/auth";
import type { SessionCustomer } from "../auth/session-customer";
import { findCompanyMember } from "../business/company-access";
import type { Db } from "../db/client";
import { account, company, customer, deal, user } from "../db/schema";
import { ValidationError } from "../domain-errors";

/** One query's worth of the customer's profile, as account.md §3 names its fields. */
export async function findProfile(db: Db, customerId: string): Promise<AccountProfile | null> {
  const [row] = await db
    .select({ c: customer, email: user.email, userId: user.id })
    .from(customer)
    .innerJoin(user, eq(user.id, customer.userId))
    .where(eq(customer.id, customerId))
    .limit(1);
  if (!row) return null;
  const providers = await db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, row.userId));
  return {
    firstname: row.c.firstname,
    lastname: row.c.lastname,
    birthday: isoToBirthday(row.c.dateOfBirth),
    phone: row.c.phone ?? "",
    mobilephone: row.c.mobilephone ?? "",
    invoice_street: row.c.invoiceStreet ?? "",
    invoice_house_number: row.c.invoiceHouseNumber ?? "",
    zip: row.c.zip ?? "",
    city: row.c.city ?? "",
    email: row.email,
    is_deletion_requested: row.c.deletionRequestedAt !== null,
    provider: signInProviderOf(providers.map((p) => p.providerId)),
  };
}

/**
 * The customer's company for the account page (account.md §2: "company (only for users with a
 * business-mini deal, type MINIB2B, and company data)"): null otherwise. A business-mini deal is one
 * they hold, or a company car on the list of a role that keeps the company's data (an admin holds
 * no contract, yet her list and the business portal show the company's cars: "keine Firmendaten"
 * beside them contradicted both, review G).
 */
export async function findAccountCompany(db: Db, customerId: string): Promise<AccountCompany | null> {
  const [row] = await db
    .select({ company })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(eq(customer.id, customerId))
    .limit(1);
  if (!row) return null;
  const c = row.company;
  if (!(await hasBusinessMiniDeal(db, customerId, c.id))) return null;
  return {
    id: c.id,
    name: c.name,
    phone: c.phone ?? "",
    address: companyAddress(c.street, c.houseNumber),
    street: c.street,
    housenumber: c.houseNumber,
    zip: c.zip,
    city: c.city,
  };
}

async function hasBusinessMiniDeal(db: Db, customerId: string, companyId: string): Promise<boolean> {
  const [own] = await db
    .select({ id: deal.id })
    .from(deal)
    .where(and(eq(deal.customerId, customerId), eq(deal.type, "MINIB2B")))
    .limit(1);
  if (own) return true;
  const member = await findCompanyMember(db, customerId, companyId);
  if (!mayDo(member?.role ?? null, "keepsCompanyData")) return false;
  const [companyCar] = await db
    .select({ id: deal.id })
    .from(deal)
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .where(and(eq(customer.companyId, companyId), eq(deal.type, "MINIB2B")))
    .limit(1);
  return companyCar !== undefined;
}

export async function findAccountData(db: Db, customerId: string): Promise<AccountData | null> {
  const [profile, companyData] = await Promise.all([findProfile(db, customerId), findAccountCompany(db, customerId)]);
  return profile && { profile, company: companyData };
}

function refuse<F extends string>(issues: readonly AccountFormIssue<F>[]): never {
  throw new ValidationError(
    issues.map((issue) => ({
      path: issue.path,
      code: issue.code,
      ...(issue.values ? { values: issue.values } : {}),
      message: `${issue.path}: ${issue.code}`,
    })),
  );
}

/** The customer's stored profile; a changed name or birth date already stored is a 422 `field_locked` (account.md §5). */
async function storedProfileFor(
  db: Db,
  who: SessionCustomer,
  input: Partial<Record<(typeof PROFILE_LOCKED_ONCE_STORED)[number], string | undefined>>,
) {
  const stored = await findProfile(db, who.customerId);
  if (!stored) throw new ValidationError([{ path: "", code: "invalid", message: "No profile" }]);
  const locked = lockedFieldIssues(PROFILE_LOCKED_ONCE_STORED, stored, input);
  if (locked.length > 0) refuse(locked);
  return stored;
}

/** The form's fields, and the locale of the page that sent them (the phone's region, account.md §5). */
export type ProfileInput = Partial<Record<(typeof PROFILE_FIELDS)[number], string | undefined>> & { locale?: Locale | undefined };

/**
 * PATCH …/bff/profile (account.md §5 "Account forms", §7): the whole form checked with the form's
 * own rule; names and birth date only while stored empty (a changed one is a 422 `field_locked`);
 * fields not sent keep their stored values.
 */
export async function updateProfile(
  db: Db,
  who: SessionCustomer,
  input: ProfileInput,
  now: Dayjs,
  sessions: SessionControl,
): Promise<AccountProfile> {
  const stored = await storedProfileFor(db, who, input);
  const merged: ProfileValues = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, input[field] ?? stored[field]])) as ProfileValues;
  const issues = profileIssues(merged, now.format("YYYY-MM-DD"), input.locale ?? DEFAULT_LOCALE);
  if (issues.length > 0) refuse(issues);
  await db
    .update(customer)
    .set({
      firstname: merged.firstname.trim(),
      lastname: merged.lastname.trim(),
      dateOfBirth: birthdayToIso(merged.birthday.trim()),
      phone: merged.phone.trim(),
      mobilephone: merged.mobilephone.trim() || null,
      invoiceStreet: merged.invoice_street.trim(),
      invoiceHouseNumber: merged.invoice_house_number.trim(),
      zip: merged.zip.trim(),
      city: merged.city.trim(),
      updatedAt: now.toDate(),
    })
    .where(eq(customer.id, who.customerId));
  // The names are part of the session customer (the header greets by them).
  await sessions.customerChanged(who.userId);
  return (await findProfile(db, who.customerId))!;
}

export type ContactInput = ContactUpdate & { locale?: Locale | undefined };

/**
 * PATCH /api/checkout/v2/contact (account.md §7): only the fields §7 lists, each one sent checked
 * by the registration's rules (`contactUpdateIssues`), not the account form's invoice address;
 * names and birth date only while stored empty, as for the profile. `emailSubscription` is the
 * newsletter choice registration stores on the customer.
 */
export async function updateContact(
  db: Db,
  who: SessionCustomer,
  input: ContactInput,
  now: Dayjs,
  sessions: SessionControl,
): Promise<AccountProfile> {
  await storedProfileFor(db, who, input); // refuses a change of a name or birth date already stored
  const issues = contactUpdateIssues(input, now, input.locale ?? DEFAULT_LOCALE);
  if (issues.length > 0) refuse(issues);
  const { firstname, lastname, phone, birthday, emailSubscription } = input;
  await db
    .update(customer)
    .set({
      ...(firstname === undefined ? {} : { firstname: firstname.trim() }),
      ...(lastname === undefined ? {} : { lastname: lastname.trim() }),
      ...(phone === undefined ? {} : { phone: phone.trim() }),
      ...(birthday === undefined ? {} : { dateOfBirth: birthdayToIso(birthday.trim()) }),
      ...(emailSubscription === undefined ? {} : { emailSubscription }),
      updatedAt: now.toDate(),
    })
    .where(eq(customer.id, who.customerId));
  await sessions.customerChanged(who.userId);
  return (await findProfile(db, who.customerId))!;
}

export type CompanyInput = Partial<Record<(typeof COMPANY_FIELDS)[number], string | undefined>> & {
  address?: string | undefined;
  locale?: Locale | undefined;
};

/** "Hermannstraße, 214" → street and house number (account.md §3 Company address); nothing when not sent. */
function splitAddress(address: string | undefined): { street?: string; housenumber?: string } {
  return address === undefined ? {} : splitCompanyAddress(address);
}

/**
 * PATCH /api/checkout/company/{id} (account.md §5, §7): only the customer's own company (null →
 * 404 otherwise); the name only while empty; all fields required, zip 5 characters, the phone rule.
 */
export async function updateCompany(
  db: Db,
  who: SessionCustomer,
  companyId: string,
  input: CompanyInput,
  now: Dayjs,
): Promise<AccountCompany | null> {
  const [owned] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.id, who.customerId), eq(customer.companyId, companyId)))
    .limit(1);
  if (!owned) return null;
  const current = await findAccountCompany(db, who.customerId);
  if (!current || current.id !== companyId) return null;
  // The form sends the address ("street, housenumber", §3) beside street and housenumber; where
  // both are sent and disagree, the separate fields win (they are what the form edits; the address
  // only fills a part not sent on its own).
  const sent: CompanyInput = { ...splitAddress(input.address), ...withoutUndefined(input) };
  const locked = lockedFieldIssues(COMPANY_LOCKED_ONCE_STORED, current, sent);
  if (locked.length > 0) refuse(locked);
  const merged = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, sent[field] ?? current[field]])) as CompanyValues;
  const issues = companyIssues(merged, input.locale ?? DEFAULT_LOCALE);
  if (issues.length > 0) refuse(issues);
  await db
    .update(company)
    .set({
      name: merged.name.trim(),
      phone: merged.phone.trim(),
      street: merged.street.trim(),
      houseNumber: merged.housenumber.trim(),
      zip: merged.zip.trim(),
      city: merged.city.trim(),
      updatedAt: now.toDate(),
    })
    .where(inArray(company.id, [companyId]));
  return findAccountCompany(db, who.customerId);
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([key, v]) => v !== undefined && key !== "address" && key !== "locale")) as Partial<T>;
}
