/** A persona's customer data: profile, payment methods, additional drivers and company membership. */
import type { SeedCalendar } from "../calendar";
import { customerIdOf, people, type PersonaKey } from "../people";
import type { AdditionalDriverInsert, CompanyContactInsert, CustomerProfile, DriverLicenceUploadInsert, PaymentMethodInsert } from "../types";

type ProfileFields = Omit<CustomerProfile, "contactId" | "phone" | "mobilephone" | "address" | "companyId"> &
  Partial<Pick<CustomerProfile, "companyId">>;

/** The persona's contact id, phones and address, a private customer unless a company is given. */
export function seedProfile(personaKey: PersonaKey, fields: ProfileFields): CustomerProfile {
  const person: { contactId: string; phone: string; mobilephone?: string; address: CustomerProfile["address"] } = people[personaKey];
  const { contactId, phone, mobilephone, address } = person;
  return { contactId, phone, mobilephone: mobilephone ?? null, companyId: null, address, ...fields };
}

/** account.md §3 Payment method of a deal; the fields a type has not stay empty. */
export function seedPaymentMethod(
  dealId: string,
  personaKey: PersonaKey,
  method: Pick<PaymentMethodInsert, "paymentType"> & Partial<Pick<PaymentMethodInsert, "identifierLast4" | "expMonth" | "expYear" | "accountHolder">>,
): PaymentMethodInsert {
  return {
    id: `payment-method-${dealId}`,
    dealId,
    customerId: customerIdOf(personaKey),
    identifierLast4: null,
    expMonth: null,
    expYear: null,
    accountHolder: null,
    ...method,
  };
}

/** A driving-licence scan the persona uploaded three days ago. */
export function seedLicenceUpload({ at }: SeedCalendar, personaKey: PersonaKey, id: string): DriverLicenceUploadInsert {
  return {
    id,
    customerId: customerIdOf(personaKey),
    fileKey: `driver-licences/${id}`,
    contentType: "image/jpeg",
    sizeBytes: 2048,
    createdAt: at(-3, "12:00"),
  };
}

/** An additional driver (account.md §3, §4) living at the persona's postcode; a deleted one went 10 days ago. */
export function seedDriver(
  { at }: SeedCalendar,
  id: string,
  personaKey: PersonaKey,
  names: [string, string],
  dateOfBirth: string,
  licenceIssueDate: string,
  relationshipType: AdditionalDriverInsert["relationshipType"],
  status: AdditionalDriverInsert["status"],
  extraFee: boolean,
  createdAt: Date,
): AdditionalDriverInsert {
  return {
    id,
    customerId: customerIdOf(personaKey),
    relationshipType,
    firstname: names[0],
    lastname: names[1],
    dateOfBirth,
    licenceIssueDate,
    dlFrontKey: null,
    dlBackKey: null,
    postcode: people[personaKey].address.zip,
    agreedToTerms: true,
    confirmedTruthfulData: true,
    status,
    extraFee,
    deletedAt: status === "deleted" ? at(-10, "15:00") : null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** A business persona as an active contact of their company, with their role. */
export function seedCompanyMember(
  { at }: SeedCalendar,
  personaKey: PersonaKey,
  companyId: string,
  role: "admin" | "fleet_manager" | "driver",
  [firstname, lastname]: [string, string],
  email: string,
): CompanyContactInsert {
  return {
    id: `contact-b2b-${personaKey}`,
    companyId,
    customerId: customerIdOf(personaKey),
    firstname,
    lastname,
    email,
    phone: people[personaKey].phone,
    role,
    status: "active" as const,
    createdAt: at(-120, "09:00"),
    updatedAt: at(-120, "09:00"),
  };
}
