import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { buildPath, endpoints } from "@/api/endpoints";
import type { FileDownload } from "@/api/file-download";
import type { Issue } from "@/api/problem-codes";
import { DAMAGE_COUNTRY, damageSubmissionIssues, occurredOn, type DamageSubmission } from "@/features/damage/rules/damage-submission";
import type { DamageReport } from "@/features/damage/types";
import { isDealActive } from "@/features/deals/rules/deal-state";
import { berlinDay } from "@/lib/calendar-day";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { damagePhoto, damageReport, deal, type DealRow } from "../db/schema";
import { contractAddress } from "../deals/contract-address";
import { ownedDeal } from "../deals/deal-ownership";
import { ConflictError, RefusedFileError, ValidationError } from "../domain-errors";
import type { FileStorage } from "../files/file-storage";
import { acceptUpload } from "../files/upload-acceptance";
import { DAMAGE_PHOTO_POLICY, CONTENT_TYPE_OF_KIND, EXTENSION_OF_KIND } from "../files/upload-validation";
import type { UploadedFile } from "../files/uploaded-file";
import { toDamageReport } from "./damage-mapper";

/**
 * Reporting a damage (deals.md §3 "Damage submission", §5, §7): photos are uploaded one by one and
 * answered with their location; the report names the locations of this customer's photos.
 */

/** Where a stored photo is read back (the answer's `path.location`, deals.md §7). */
export function damagePhotoLocation(photoId: string): string {
  return buildPath(endpoints.getDamagePhoto.path, { photoId });
}

/**
 * The customer's deal a damage can be reported on: null when it is not theirs (a 404); a 409
 * `damage_not_reportable`, before anything is read or written, when the deal is not ACTIVE. The
 * rule is the one the report-damage page shows its form by (content visibility "deal-is-active",
 * `isDealActive`); an ended, called-off or not yet delivered deal gets the page's notice instead
 * ("Dein Abo ist beendet", deals.md §4 Damage report), and the BFF refuses it by the same rule.
 */
async function reportableDeal(db: Db, customerId: string, dealId: string): Promise<DealRow | null> {
  const [owned] = await db.select().from(deal).where(ownedDeal(customerId, dealId)).limit(1);
  if (!owned) return null;
  if (!isDealActive(owned)) throw new ConflictError("damage_not_reportable", "A damage can be reported only for an active subscription's car");
  return owned;
}

/**
 * POST …/damage-reports/images: one file (`file`) for one of the customer's deals, checked by its
 * first bytes before anything is stored (§9 uploads) and stored re-encoded (`acceptUpload`); null
 * when the deal is not the customer's, 409 when no damage can be reported on it (`reportableDeal`).
 */
export async function uploadDamagePhoto(
  db: Db,
  storage: FileStorage,
  customerId: string,
  input: { subscription_id: string; timestamp: string },
  files: readonly UploadedFile[],
): Promise<{ path: { location: string } } | null> {
  if (!(await reportableDeal(db, customerId, input.subscription_id))) return null;
  const file = files.find((candidate) => candidate.field === "file");
  if (!file || files.length !== 1) {
    throw new ValidationError([{ path: "file", code: "required", message: "Send exactly one file in the field `file`." }]);
  }
  const accepted = await acceptUpload(file, DAMAGE_PHOTO_POLICY);
  if (!accepted.ok) throw new RefusedFileError(accepted.code, accepted.reason);

  const id = randomUUID();
  const fileKey = `damage-photos/${id}.${EXTENSION_OF_KIND[accepted.kind]}`;
  await storage.put(fileKey, accepted.bytes, { contentType: CONTENT_TYPE_OF_KIND[accepted.kind] });
  try {
    await db.insert(damagePhoto).values({
      id,
      customerId,
      dealId: input.subscription_id,
      fileKey,
      contentType: CONTENT_TYPE_OF_KIND[accepted.kind],
      sizeBytes: accepted.bytes.byteLength,
      clientTimestamp: input.timestamp.slice(0, 64),
    });
  } catch (error) {
    await storage.delete(fileKey);
    throw error;
  }
  return { path: { location: damagePhotoLocation(id) } };
}

/** GET …/damage-reports/images/{photoId}: the photo, to the customer who uploaded it only (null otherwise). */
export async function damagePhotoFile(db: Db, storage: FileStorage, customerId: string, photoId: string): Promise<FileDownload | null> {
  const [photo] = await db
    .select()
    .from(damagePhoto)
    .where(and(eq(damagePhoto.id, photoId), eq(damagePhoto.customerId, customerId)))
    .limit(1);
  if (!photo) return null;
  const bytes = await storage.get(photo.fileKey);
  if (!bytes) return null;
  return { kind: "file", fileName: photo.fileKey.split("/").pop() ?? photo.id, contentType: photo.contentType, body: bytes };
}

export interface DamageReportInput extends DamageSubmission {
  subscription_id: string;
  /** deals.md §3 form field sameAddress: the car is at the contract's address, which the BFF fills in. */
  same_address?: boolean | undefined;
}

/**
 * POST …/damage-reports: stores the report with its photos (status "Gemeldet", its PDF at once),
 * after the rules of §5 (`features/damage/rules`). Only photos this customer uploaded for this deal
 * and no report holds yet can be named; anything else is a 422 and nothing is written. A deal that
 * is not ACTIVE is a 409 and nothing is written (`reportableDeal`, the form's rule).
 */
export async function reportDamage(db: Db, customerId: string, input: DamageReportInput, now: Dayjs): Promise<DamageReport | null> {
  const owned = await reportableDeal(db, customerId, input.subscription_id);
  if (!owned) return null;
  if (input.same_address) input = { ...input, ...contractAddress(owned) };
  const today = berlinDay(now);
  const issues: Issue[] = damageSubmissionIssues(input, today).map((issue) => ({ ...issue, message: `${issue.path}: ${issue.code}` }));
  const locations = [...new Set(input.paths ?? [])];
  const photoIds = locations.map(photoIdOf);
  const usable =
    photoIds.length === 0 || photoIds.includes(null)
      ? []
      : await db
          .select({ id: damagePhoto.id })
          .from(damagePhoto)
          .where(
            and(
              inArray(damagePhoto.id, photoIds as string[]),
              eq(damagePhoto.customerId, customerId),
              eq(damagePhoto.dealId, input.subscription_id),
              isNull(damagePhoto.damageReportId),
            ),
          );
  if (usable.length !== photoIds.length) {
    issues.push({ path: "paths", code: "photo_not_available", message: "Name only photos you uploaded for this car and no report holds yet." });
  }
  if (issues.length > 0) throw new ValidationError(issues);

  const id = `damage-report-${randomUUID()}`;
  const text = (value: string | undefined) => (value ?? "").trim();
  const report = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(damageReport)
      .values({
        id,
        dealId: input.subscription_id,
        reportedOn: today,
        repairStatus: "open",
        downloadUrl: buildPath(endpoints.getDamageReportFile.path, { id: input.subscription_id, reportId: id }),
        description: text(input.description) || null,
        defectType: text(input.defect_type) || null,
        // Valid by now (the issues above): a day or null; none when the customer said it is unknown.
        occurredOn: input.unknown_date ? null : (occurredOn(input.occurred_on) as string | null),
        street: text(input.street),
        houseNumber: text(input.house_number),
        zip: text(input.zip),
        city: text(input.city),
        country: DAMAGE_COUNTRY,
      })
      .returning();
    if (photoIds.length > 0) {
      // Claimed only if still free: a report sent at the same moment naming the same photo loses
      // here, and the report goes with it (one transaction).
      const claimed = await tx
        .update(damagePhoto)
        .set({ damageReportId: id })
        .where(and(inArray(damagePhoto.id, photoIds as string[]), isNull(damagePhoto.damageReportId)))
        .returning({ id: damagePhoto.id });
      if (claimed.length !== photoIds.length) {
        throw new ValidationError([{ path: "paths", code: "photo_not_available", message: "A photo was just taken by another report." }]);
      }
    }
    return created!;
  });
  return toDamageReport(report, [], [], photoIds.length);
}

/** The photo id of a location this BFF answered; null for anything else. */
function photoIdOf(location: string): string | null {
  const prefix = damagePhotoLocation("");
  if (!location.startsWith(prefix)) return null;
  const id = location.slice(prefix.length);
  return /^[0-9a-f-]{36}$/.test(id) ? id : null;
}
