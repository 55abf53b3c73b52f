import "server-only";
import { formatGermanDay, parseGermanDay } from "@/lib/german-day";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { buildPath, endpoints } from "@/api/endpoints";
import type { Issue } from "@/api/problem-codes";
import {
  driverFacts,
  driverIssues,
  hasExtraDriverFee,
  initialDriverStatus,
  isDriverDeletable,
  isDriverListed,
  isYoungDriverCriteriaUnmet,
  LICENCE_EXTENSIONS,
} from "@/features/drivers/rules/driver-rules";
import { type Driver, type DriverRelationshipType, type DriverUploadUrl, type NewDriver } from "@/features/drivers/types";
import { parseWireDay } from "@/lib/calendar-day";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { additionalDriver, driverLicenceUpload, type AdditionalDriverRow } from "../db/schema";
import { ConflictError, RefusedFileError, ValidationError } from "../domain-errors";
import type { FileStorage } from "../files/file-storage";
import { acceptUpload } from "../files/upload-acceptance";
import { inspectUpload, LICENCE_POLICY, CONTENT_TYPE_OF_KIND, UPLOAD_REFUSAL_CODES } from "../files/upload-validation";
import type { UploadedFile } from "../files/uploaded-file";
import { enqueue } from "../outbox/outbox";

/**
 * Additional drivers (account.md §3 Driver, §4 Drivers, §5 Driver, §7, §8): the licence scans come
 * first, each through an upload URL (`GET uploadurl` → `PUT uploads/dl/{uploadId}`), then the
 * driver names them. Every query is scoped to the signed-in customer.
 */

/** "dl-{uuid}.{ext}": the name of an upload URL's file, with the extension the customer's file had. */
const UPLOAD_ID = /^dl-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|jpeg|png|pdf|heic)$/;

function toDriver(row: AdditionalDriverRow): Driver {
  return {
    id: row.id,
    type: "secondary",
    relationship_type: row.relationshipType,
    firstname: row.firstname,
    lastname: row.lastname,
    date_of_birth: row.dateOfBirth,
    driver_license_issue_date: row.licenceIssueDate,
    postcode: row.postcode,
    status: row.status,
    extra_fee: row.extraFee,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET drivers: the customer's drivers, oldest first, without the deleted ones (driver-rules `isDriverListed`). */
export async function listDrivers(db: Db, customerId: string): Promise<Driver[]> {
  const rows = await db
    .select()
    .from(additionalDriver)
    .where(eq(additionalDriver.customerId, customerId))
    .orderBy(asc(additionalDriver.createdAt), asc(additionalDriver.id));
  return rows.filter((row) => isDriverListed(row.status)).map(toDriver);
}

/**
 * GET uploadurl (account.md §7; query filename, filetype, bucket=DL): where to PUT one licence scan.
 * Nothing is written yet; the URL's name carries the file's extension, which its bytes must match.
 */
export function licenceUploadUrl(input: { filename: string; filetype: string; bucket: "DL" }): DriverUploadUrl {
  const extension = input.filename.includes(".") ? input.filename.split(".").pop()!.toLowerCase() : "";
  if (!(LICENCE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new RefusedFileError("file_type_not_accepted", "Licence scans are jpg, jpeg, png, pdf or heic files.");
  }
  const uploadId = `dl-${randomUUID()}.${extension}`;
  return { url: buildPath(endpoints.putDriverLicence.path, { uploadId }), key: uploadId };
}

/**
 * PUT uploads/dl/{uploadId}: the file, checked by its first bytes before anything is stored (§5:
 * at most 10 MB, jpg, jpeg, png, pdf, heic). Null (404) for a name no upload URL gives or one
 * another customer used; the customer's own repeat replaces the file until a driver names it.
 */
export async function storeLicenceUpload(
  db: Db,
  storage: FileStorage,
  customerId: string,
  uploadId: string,
  files: readonly UploadedFile[],
): Promise<DriverUploadUrl | null> {
  if (!UPLOAD_ID.test(uploadId)) return null;
  const [existing] = await db.select().from(driverLicenceUpload).where(eq(driverLicenceUpload.id, uploadId)).limit(1);
  if (existing && existing.customerId !== customerId) return null;
  const file = files.find((candidate) => candidate.field === "file");
  if (!file || files.length !== 1) {
    throw new ValidationError([{ path: "file", code: "required", message: "Send the file as the body, with its content type." }]);
  }
  // The bytes must match a form's file name, and the extension the upload URL was asked for, whose
  // check reads the content too and gives the bytes to store (`acceptUpload`).
  if (file.name !== "") {
    const verdict = inspectUpload({ name: file.name, bytes: file.bytes }, LICENCE_POLICY);
    if (!verdict.ok) throw new RefusedFileError(UPLOAD_REFUSAL_CODES[verdict.status], verdict.reason);
  }
  const accepted = await acceptUpload({ name: uploadId, bytes: file.bytes }, LICENCE_POLICY);
  if (!accepted.ok) throw new RefusedFileError(accepted.code, accepted.reason);
  if (existing && (await uploadInUse(db, uploadId))) throw new ConflictError("licence_upload_taken", "A driver names this licence scan already.");

  // A key of its own per upload: a repeated PUT never overwrites the bytes the row names, so a
  // request whose transaction rolls back leaves the earlier scan as it was; the
  // replaced file is left unnamed.
  const fileKey = `driver-licences/${uploadId}/${randomUUID()}`;
  const contentType = CONTENT_TYPE_OF_KIND[accepted.kind];
  await storage.put(fileKey, accepted.bytes, { contentType });
  try {
    await db
      .insert(driverLicenceUpload)
      .values({ id: uploadId, customerId, fileKey, contentType, sizeBytes: accepted.bytes.byteLength })
      .onConflictDoUpdate({
        target: driverLicenceUpload.id,
        set: { fileKey, contentType, sizeBytes: accepted.bytes.byteLength },
        // Only the uploader's own row: a race with another customer's PUT of the same name changes nothing.
        setWhere: eq(driverLicenceUpload.customerId, customerId),
      });
  } catch (error) {
    await storage.delete(fileKey);
    throw error;
  }
  return { url: buildPath(endpoints.putDriverLicence.path, { uploadId }), key: uploadId };
}

async function uploadInUse(db: Db, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: additionalDriver.id })
    .from(additionalDriver)
    .where(sql`${additionalDriver.dlFrontKey} = ${uploadId} or ${additionalDriver.dlBackKey} = ${uploadId}`)
    .limit(1);
  return row !== undefined;
}

export type NewDriverInput = NewDriver;

/** A wire day "YYYY-MM-DD" in the German spelling the rules parse; anything else stays as sent (and is refused). */
function asGermanDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseWireDay(value) : null;
  return day ? formatGermanDay(day) : value === "" ? "" : `invalid:${value}`;
}

/**
 * The birth date as the rules parse it: account.md §3 says only of driver_license_issue_date
 * "(sent YYYY-MM-DD)", and §5 "Dates parsed strictly as DD.MM.YYYY", so date_of_birth is taken in
 * either spelling (the form sends YYYY-MM-DD): a real day typed exactly DD.MM.YYYY as it is.
 */
function birthDateAsGermanDate(value: string): string {
  return parseGermanDay(value) !== null ? value : asGermanDate(value);
}

function issue(path: string, code: Issue["code"]): Issue {
  return { path, code, message: `${path}: ${code}` };
}

/**
 * POST drivers: the rules of §5 (the same the form runs), then the codes of §8: a driver named
 * twice is 409 driver_already_exists, a young driver without 2 years of licence 422
 * dob_young_driver_criteria_unmet. The status is decided here (`initialDriverStatus`); the driver
 * and the outbox message to the operations side are written in one transaction.
 */
export async function addDriver(db: Db, customerId: string, input: NewDriverInput, now: Dayjs): Promise<Driver> {
  const draft = {
    relationship_type: input.relationship_type,
    firstname: input.firstname,
    lastname: input.lastname,
    date_of_birth: birthDateAsGermanDate(input.date_of_birth),
    driver_license_issue_date: asGermanDate(input.driver_license_issue_date),
    postcode: input.postcode,
    agreed_to_terms: input.agreed_to_terms,
    confirmed_truthful_data: input.confirmed_truthful_data,
  };
  // §8 names one code for the age limits, whichever is crossed; the form words the minimum age itself (§5).
  const issues: Issue[] = driverIssues(draft, now).map(({ path, code }) => issue(path, code === "dob_min_age" ? "dob_age_limits_exceeded" : code));
  if (input.dl_front_key === input.dl_back_key) issues.push(issue("dl_back_key", "licence_upload_missing"));
  if (issues.length > 0) throw new ValidationError(issues);

  const dateOfBirth = parseGermanDay(draft.date_of_birth)!;
  const licenceIssueDate = parseGermanDay(draft.driver_license_issue_date)!;
  const facts = driverFacts(dateOfBirth, licenceIssueDate, now);
  if (isYoungDriverCriteriaUnmet(facts)) throw new ValidationError([issue("date_of_birth", "dob_young_driver_criteria_unmet")]);

  const firstname = input.firstname.trim();
  const lastname = input.lastname.trim();
  return db.transaction(async (tx) => {
    // The licence scans must be this customer's and named by no other driver.
    const uploads = await tx
      .select({ id: driverLicenceUpload.id })
      .from(driverLicenceUpload)
      .where(and(eq(driverLicenceUpload.customerId, customerId), inArray(driverLicenceUpload.id, [input.dl_front_key, input.dl_back_key])));
    const owned = new Set(uploads.map((u) => u.id));
    const missing = (["dl_front_key", "dl_back_key"] as const).filter((key) => !owned.has(input[key]));
    if (missing.length > 0) throw new ValidationError(missing.map((key) => issue(key, "licence_upload_missing")));
    if ((await uploadInUse(tx, input.dl_front_key)) || (await uploadInUse(tx, input.dl_back_key))) {
      throw new ConflictError("licence_upload_taken", "A driver names this licence scan already.");
    }
    // Serialise this customer's additions, so two racing requests cannot both pass the duplicate check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`drivers:${customerId}`}))`);
    const [twin] = await tx
      .select({ id: additionalDriver.id })
      .from(additionalDriver)
      .where(
        and(
          eq(additionalDriver.customerId, customerId),
          ne(additionalDriver.status, "deleted"),
          sql`lower(${additionalDriver.firstname}) = lower(${firstname})`,
          sql`lower(${additionalDriver.lastname}) = lower(${lastname})`,
          eq(additionalDriver.dateOfBirth, dateOfBirth),
        ),
      )
      .limit(1);
    if (twin) throw new ConflictError("driver_already_exists", "This driver is added already.");

    const createdAt = now.toDate();
    const [row] = await tx
      .insert(additionalDriver)
      .values({
        id: `driver-${randomUUID()}`,
        customerId,
        relationshipType: input.relationship_type as DriverRelationshipType,
        firstname,
        lastname,
        dateOfBirth,
        licenceIssueDate,
        dlFrontKey: input.dl_front_key,
        dlBackKey: input.dl_back_key,
        postcode: input.postcode,
        agreedToTerms: true,
        confirmedTruthfulData: true,
        status: initialDriverStatus(facts),
        extraFee: hasExtraDriverFee(facts),
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const driver = toDriver(row!);
    await enqueue(
      tx,
      { topic: "driver-added", payload: { customer_id: customerId, ...driver, dl_front_key: input.dl_front_key, dl_back_key: input.dl_back_key } },
      createdAt,
    );
    return driver;
  });
}

/**
 * DELETE drivers/{id}: marks the driver deleted (the operations side keeps the history) and tells
 * the operations side. Null (404) unless the driver is the customer's and listed; 409 for a
 * pending driver (account.md §4 "Pending drivers cannot be deleted").
 */
export async function deleteDriver(db: Db, customerId: string, driverId: string, now: Dayjs): Promise<{ id: string; status: "deleted" } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(additionalDriver)
      .where(and(eq(additionalDriver.id, driverId), eq(additionalDriver.customerId, customerId)))
      .for("update")
      .limit(1);
    if (!row || !isDriverListed(row.status)) return null;
    if (!isDriverDeletable(row.status)) throw new ConflictError("driver_not_deletable", "A driver under review cannot be removed.");
    const deletedAt = now.toDate();
    await tx.update(additionalDriver).set({ status: "deleted", deletedAt, updatedAt: deletedAt }).where(eq(additionalDriver.id, row.id));
    await enqueue(tx, { topic: "driver-deleted", payload: { customer_id: customerId, driver_id: row.id, previous_status: row.status } }, deletedAt);
    return { id: row.id, status: "deleted" as const };
  });
}
