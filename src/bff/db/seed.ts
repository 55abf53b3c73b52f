/**
 * Seeds the demo personas and their deals. Idempotent: rows are upserted by fixed ids and reset
 * to their seeded values, and rows of the demo customers that the seed does not know are removed,
 * so seeding twice leaves the same data. Sessions survive, so signed-in browsers stay signed in.
 */
import { hashPassword, PUBLISHED_PASSWORD_COST, verifyPassword } from "../auth/password-hash";
import { and, getTableColumns, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Dayjs } from "../../lib/clock";
import type { Db } from "./create-db";
import { loadPersonas, splitName, type Persona } from "./personas";
import {
  account,
  addon,
  appliedAddon,
  car,
  catalogueCar,
  company,
  companyContact,
  customer,
  damage,
  damagePhoto,
  damageReport,
  deal,
  dealDocument,
  dealMilestone,
  invoice,
  mileagePackageCatalogue,
  mileagePackageChange,
  mileageReport,
  prolongation,
  prolongationPrice,
  additionalDriver,
  driverLicenceUpload,
  repairOrder,
  serviceRequest,
  depositRefundDetails,
  paymentMethod,
  paymentSession,
  user,
  inventoryVehicle,
  buyCarOffer,
  loyaltyLedger,
  loyaltyRedemption,
  referral,
  idempotencyKey,
} from "./schema";
import { seedLoyalty } from "./seed-loyalty";
import { buildSeedData, customerIdOf, userIdOf, type SeedData } from "./seed-data";
import { buildCarCatalogue } from "./seed-car-catalogue";

export interface SeedOptions {
  now: Dayjs;
}

export interface SeedSummary {
  customers: number;
  deals: number;
  documents: number;
  invoices: number;
  damageReports: number;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const CREDENTIAL_PROVIDER = "credential"; // better-auth's provider id for email and password
const accountIdOf = (personaKey: string) => `account-${personaKey}`;

export async function seed(db: Db, { now }: SeedOptions): Promise<SeedSummary> {
  const personas = loadPersonas();
  const data = buildSeedData(now);
  // Hashing is slow on purpose; do it before the transaction opens.
  const passwordHashes = await resolvePasswordHashes(db, personas);
  const createdAt = now.subtract(540, "day").startOf("minute").toDate();

  await db.transaction(async (tx) => {
    // First, so that a stray row holding a seeded natural key (a deal's milestone, an invoice
    // number) cannot make an upsert below collide with it.
    await removeUnseededRows(tx, personas, data);
    await upsertById(
      tx,
      user,
      personas.map((p) => userRow(p, createdAt)),
    );
    await upsertById(
      tx,
      account,
      personas.map((p) => credentialAccountRow(p, passwordHashes, createdAt)),
    );
    await upsertById(tx, company, data.companies);
    await upsertById(
      tx,
      customer,
      personas.map((p) => customerRow(p, data, createdAt)),
    );
    await upsertById(tx, companyContact, data.companyContacts);
    await upsertById(tx, addon, data.addons);
    await upsertById(tx, car, data.cars);
    await upsertById(tx, deal, data.deals);
    await upsertById(tx, dealDocument, data.documents);
    await upsertById(tx, invoice, data.invoices);
    await upsertById(tx, dealMilestone, data.milestones);
    await upsertById(tx, damageReport, data.damageReports);
    await upsertById(tx, damage, data.damages);
    await upsertById(tx, repairOrder, data.repairOrders);
    await tx.insert(mileagePackageCatalogue).values(data.mileagePackages).onConflictDoNothing();
    await upsertById(tx, prolongationPrice, data.prolongationPrices);
    await upsertById(tx, inventoryVehicle, data.inventoryVehicles);
    await upsertById(tx, catalogueCar, catalogueRows(now));
    await upsertById(tx, paymentMethod, data.paymentMethods);
    await upsertById(tx, driverLicenceUpload, data.licenceUploads);
    await upsertById(tx, additionalDriver, data.drivers);
    await seedLoyalty(tx, personas, data);
  });

  return {
    customers: personas.length,
    deals: data.deals.length,
    documents: data.documents.length,
    invoices: data.invoices.length,
    damageReports: data.damageReports.length,
  };
}

/** The car search's catalogue: upserted by id like the rest, reset to its seeded values. */
function catalogueRows(now: Dayjs): (typeof catalogueCar.$inferInsert)[] {
  return buildCarCatalogue(now).map((car) => ({
    id: car.id,
    brand: car.brand,
    model: car.model,
    trim: car.trim,
    bodyType: car.body_type,
    fuel: car.fuel,
    hasHitch: car.has_hitch,
    onOffer: car.on_offer,
    picture: car.picture,
    availableFrom: car.available_from,
    availableTo: car.available_to,
    prices: car.prices,
  }));
}

function userRow(persona: Persona, createdAt: Date): typeof user.$inferInsert {
  return {
    id: userIdOf(persona.key),
    name: persona.name,
    email: persona.email,
    // account.md §4: a persona may not have confirmed the email address yet.
    emailVerified: persona.emailVerified ?? true,
    image: null,
    createdAt,
    updatedAt: createdAt,
  };
}

function credentialAccountRow(persona: Persona, passwordHashes: Map<string, string>, createdAt: Date): typeof account.$inferInsert {
  // A social-login persona (account.md §3 provider google or apple) has the provider's account and no password.
  if (persona.provider) {
    return {
      id: accountIdOf(persona.key),
      accountId: `${persona.provider}-${persona.key}`,
      providerId: persona.provider,
      userId: userIdOf(persona.key),
      password: null,
      createdAt,
      updatedAt: createdAt,
    };
  }
  return {
    id: accountIdOf(persona.key),
    // better-auth finds the credential account by `accountId === user.id`.
    accountId: userIdOf(persona.key),
    providerId: CREDENTIAL_PROVIDER,
    userId: userIdOf(persona.key),
    password: passwordHashes.get(persona.key) ?? null,
    createdAt,
    updatedAt: createdAt,
  };
}

function customerRow(persona: Persona, data: SeedData, createdAt: Date): typeof customer.$inferInsert {
  const profile = data.profiles[persona.key];
  if (!profile) throw new Error(`No seed profile for persona "${persona.key}" (src/bff/db/seed/personas/)`);
  return {
    id: customerIdOf(persona.key),
    userId: userIdOf(persona.key),
    contactId: profile.contactId,
    audience: persona.audience,
    role: persona.role,
    ...splitName(persona.name),
    phone: profile.phone,
    mobilephone: profile.mobilephone ?? null,
    companyId: profile.companyId,
    deletionRequestedAt: profile.deletionRequestedAt ?? null,
    dateOfBirth: profile.dateOfBirth ?? null,
    isJobAuto: profile.isJobAuto ?? false,
    invoiceStreet: profile.address.street,
    invoiceHouseNumber: profile.address.housenumber,
    zip: profile.address.zip,
    city: profile.address.city,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Hashes this process has made or verified, by hash: the demo personas share one published
 * password, and scrypt is the seed's main cost (about 0.1 s a hash), so one hash serves them all
 * and a re-seed verifies a stored hash once. Equal hashes across the demo rows reveal nothing the
 * README does not print, nor does their cost (`PUBLISHED_PASSWORD_COST`).
 */
const verifiedHashes = new Map<string, string>();
const hashByPassword = new Map<string, Promise<string>>();

async function demoHashOf(password: string): Promise<string> {
  let hash = hashByPassword.get(password);
  if (!hash) {
    hash = hashPassword(password, PUBLISHED_PASSWORD_COST).then((made) => (verifiedHashes.set(made, password), made));
    hashByPassword.set(password, hash);
  }
  return hash;
}

async function stillVerifies(hash: string, password: string): Promise<boolean> {
  if (verifiedHashes.get(hash) === password) return true;
  const valid = await verifyPassword({ hash, password }).catch(() => false);
  if (valid) verifiedHashes.set(hash, password);
  return valid;
}

/** Keeps a stored hash that still verifies (hashes are salted: re-hashing would change the row). */
async function resolvePasswordHashes(db: Db, personas: Persona[]): Promise<Map<string, string>> {
  const stored = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .where(
      inArray(
        account.id,
        personas.map((p) => accountIdOf(p.key)),
      ),
    );
  const storedById = new Map(stored.map((row) => [row.id, row.password]));
  const entries = await Promise.all(
    // A social-login persona has no password to hash.
    personas
      .filter((persona) => !persona.provider)
      .map(async (persona): Promise<[string, string]> => {
        const current = storedById.get(accountIdOf(persona.key));
        const keep = current ? await stillVerifies(current, persona.password) : false;
        return [persona.key, current && keep ? current : await demoHashOf(persona.password)];
      }),
  );
  return new Map(entries);
}

async function removeUnseededRows(tx: Tx, personas: Persona[], data: SeedData): Promise<void> {
  const customerIds = personas.map((p) => customerIdOf(p.key));
  const dealIds = data.deals.map((d) => d.id);
  // Nor with prolongations: their follow-up deals are not seeded, so they go with the line below.
  await tx.delete(prolongation).where(inArray(prolongation.customerId, customerIds));
  await tx.delete(deal).where(and(inArray(deal.customerId, customerIds), notInArray(deal.id, dealIds)));
  // The demo's drivers and licence scans start over too: the seeded ones are reset below.
  await tx.delete(additionalDriver).where(
    and(
      inArray(additionalDriver.customerId, customerIds),
      notInArray(
        additionalDriver.id,
        data.drivers.map((d) => d.id),
      ),
    ),
  );
  await tx.delete(driverLicenceUpload).where(
    and(
      inArray(driverLicenceUpload.customerId, customerIds),
      notInArray(
        driverLicenceUpload.id,
        data.licenceUploads.map((u) => u.id),
      ),
    ),
  );
  await tx.delete(prolongationPrice).where(
    and(
      inArray(prolongationPrice.dealId, dealIds),
      notInArray(
        prolongationPrice.id,
        data.prolongationPrices.map((p) => p.id),
      ),
    ),
  );
  // The seeded companies' contacts start over too: the ones an admin added since go.
  await tx.delete(companyContact).where(
    and(
      inArray(
        companyContact.companyId,
        data.companies.map((c) => c.id),
      ),
      notInArray(
        companyContact.id,
        data.companyContacts.map((c) => c.id),
      ),
    ),
  );
  // Nor with the answers of creating requests sent since: a key would replay a write the reseed undid.
  await tx.delete(idempotencyKey).where(inArray(idempotencyKey.customerId, customerIds));
  // The demo starts without mileage reports; the ones sent since are the customers' own.
  await tx.delete(mileageReport).where(inArray(mileageReport.customerId, customerIds));
  // Nor with uploaded damage photos (their files stay in the storage, unreachable without a row).
  await tx.delete(damagePhoto).where(inArray(damagePhoto.customerId, customerIds));
  // Nor with mileage package changes (the deals' packages are reset above).
  await tx.delete(mileagePackageChange).where(inArray(mileagePackageChange.customerId, customerIds));
  // Nor with service requests.
  await tx.delete(serviceRequest).where(inArray(serviceRequest.customerId, customerIds));
  // Nor with add-ons booked since (the deals' seeded figures are reset below).
  await tx.delete(appliedAddon).where(inArray(appliedAddon.customerId, customerIds));
  // Nor with payment sessions or changed payment methods (the seeded ones are reset below).
  await tx.delete(paymentSession).where(inArray(paymentSession.customerId, customerIds));
  await tx.delete(paymentMethod).where(
    and(
      inArray(paymentMethod.customerId, customerIds),
      notInArray(
        paymentMethod.id,
        data.paymentMethods.map((m) => m.id),
      ),
    ),
  );
  // Nor with bank details for a deposit refund (the deals' refund status is reset with the deals).
  await tx.delete(depositRefundDetails).where(inArray(depositRefundDetails.customerId, customerIds));
  // The points ledger, rewards and referrals start over: `seedLoyalty` credits them again.
  await tx.delete(loyaltyLedger).where(inArray(loyaltyLedger.customerId, customerIds));
  await tx.delete(loyaltyRedemption).where(inArray(loyaltyRedemption.customerId, customerIds));
  await tx.delete(referral).where(inArray(referral.referrerCustomerId, customerIds));
  // Nor with buy-car offers asked for since (their outbox messages stay, as sent calls do).
  await tx.delete(buyCarOffer).where(inArray(buyCarOffer.customerId, customerIds));
  await tx.delete(inventoryVehicle).where(
    and(
      inArray(
        inventoryVehicle.carId,
        data.cars.map((c) => c.id),
      ),
      notInArray(
        inventoryVehicle.id,
        data.inventoryVehicles.map((v) => v.id),
      ),
    ),
  );
  await tx.delete(dealDocument).where(
    and(
      inArray(dealDocument.dealId, dealIds),
      notInArray(
        dealDocument.id,
        data.documents.map((d) => d.id),
      ),
    ),
  );
  await tx.delete(invoice).where(
    and(
      inArray(invoice.customerId, customerIds),
      notInArray(
        invoice.id,
        data.invoices.map((i) => i.id),
      ),
    ),
  );
  await tx.delete(dealMilestone).where(
    and(
      inArray(dealMilestone.dealId, dealIds),
      notInArray(
        dealMilestone.id,
        data.milestones.map((m) => m.id),
      ),
    ),
  );
  // A removed report takes its damages and repair orders with it (on delete cascade).
  await tx.delete(damageReport).where(
    and(
      inArray(damageReport.dealId, dealIds),
      notInArray(
        damageReport.id,
        data.damageReports.map((r) => r.id),
      ),
    ),
  );
  const reportIds = data.damageReports.map((r) => r.id);
  await tx.delete(damage).where(
    and(
      inArray(damage.damageReportId, reportIds),
      notInArray(
        damage.id,
        data.damages.map((d) => d.id),
      ),
    ),
  );
  await tx.delete(repairOrder).where(
    and(
      inArray(repairOrder.damageReportId, reportIds),
      notInArray(
        repairOrder.id,
        data.repairOrders.map((o) => o.id),
      ),
    ),
  );
}

/** Inserts the rows, or resets every column of an existing row with the same id to the given values. */
async function upsertById<T extends PgTable & { id: PgColumn }>(tx: Tx, table: T, rows: T["$inferInsert"][]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: table.id, set: excludedColumns(table) });
}

/** `SET col = excluded.col` for every column but the id; omitted values reset to their defaults. */
function excludedColumns(table: PgTable): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== "id")
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}
