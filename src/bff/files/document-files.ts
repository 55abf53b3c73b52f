import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DamageDefectType } from "@/features/damage/rules/damage-submission";
import { invoiceStatusLabel } from "@/features/invoices/invoice-status";
import type { Locale } from "@/i18n/locales";
import type { FileDownload } from "@/api/file-download";
import { formatDate } from "@/lib/date";
import { formatCents } from "@/lib/money";
import type { Db } from "../db/client";
import { car, customer, damage, damageReport, deal, dealDocument, invoice, type CarRow, type CustomerRow, type DamageReportRow } from "../db/schema";
import { ownedDeal } from "../deals/deal-ownership";
import { renderPdf } from "./pdf";
import { pdfTranslator, type PdfTranslator } from "./pdf-translator";

/**
 * The files behind the download links of documents, invoices and damage reports (deals.md §3).
 * Production links to the provider's document archive; the embedded BFF is its own archive and
 * renders each file from the stored row, in the reader's locale: its texts come from the messages
 * (`pdf`, `documents.types`, `invoices.statuses`). The locale is the `locale` query parameter the
 * portal's download links carry (`fileLinkIn`), de-DE without one (see the catalogue's
 * `fileQuery`). Each read checks ownership in its query: another customer's file is null, like one
 * that does not exist.
 */

export async function dealDocumentFile(db: Db, customerId: string, dealId: string, documentId: string, locale: Locale): Promise<FileDownload | null> {
  const [row] = await db
    .select({ document: dealDocument, car, customer })
    .from(dealDocument)
    .innerJoin(deal, eq(deal.id, dealDocument.dealId))
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .leftJoin(car, eq(car.id, deal.carId))
    .where(and(ownedDeal(customerId, dealId), eq(dealDocument.id, documentId)))
    .limit(1);
  if (!row) return null;
  const { document } = row;
  const t = pdfTranslator(locale);
  const title = t(`documents.types.${document.documentType}`);
  // Named as the customer reads it, in the link's locale, with the car it is about (not
  // "subscription_confirmation-deal-anna-active.pdf").
  return pdfFile(documentFileName([title, row.car?.oem, row.car?.model, row.car?.licensePlate]), title, [
    customerLine(t, row.customer),
    ...carLines(t, row.car),
    t("pdf.subscription", { id: dealId }),
    t("pdf.createdOn", { date: formatDate(document.createdAt.toISOString()) }),
  ]);
}

export async function invoiceFile(db: Db, customerId: string, invoiceId: string, locale: Locale): Promise<FileDownload | null> {
  const [row] = await db
    .select({ invoice, customer })
    .from(invoice)
    .innerJoin(customer, eq(customer.id, invoice.customerId))
    .where(and(eq(invoice.id, invoiceId), eq(invoice.customerId, customerId)))
    .limit(1);
  if (!row) return null;
  const { invoice: bill } = row;
  const t = pdfTranslator(locale);
  const number = bill.extInvoiceNumber;
  return pdfFile(t("pdf.invoice.fileName", { number }), t("pdf.invoice.title", { number }), [
    customerLine(t, row.customer),
    t("pdf.invoice.date", { date: formatDate(bill.createdAt.toISOString()) }),
    t("pdf.invoice.amount", { amount: formatCents(bill.amountCents, { forceFractionDigits: true }) }),
    t("pdf.invoice.status", { status: t(`invoices.statuses.${invoiceStatusLabel(bill.status)}`) }),
    ...(bill.dealId ? [t("pdf.subscription", { id: bill.dealId })] : []),
  ]);
}

export async function damageReportFile(db: Db, customerId: string, dealId: string, reportId: string, locale: Locale): Promise<FileDownload | null> {
  const [row] = await db
    .select({ report: damageReport, car, customer })
    .from(damageReport)
    .innerJoin(deal, eq(deal.id, damageReport.dealId))
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .leftJoin(car, eq(car.id, deal.carId))
    .where(and(ownedDeal(customerId, dealId), eq(damageReport.id, reportId)))
    .limit(1);
  if (!row) return null;
  const damages = await db.select().from(damage).where(eq(damage.damageReportId, reportId)).orderBy(asc(damage.position));
  const t = pdfTranslator(locale);
  return pdfFile(t("pdf.damageReport.fileName", { id: reportId }), t("pdf.damageReport.title"), [
    customerLine(t, row.customer),
    ...carLines(t, row.car),
    t("pdf.damageReport.reportedOn", { date: formatDate(row.report.reportedOn) }),
    ...submittedLines(t, row.report),
    "",
    t("pdf.damageReport.damages"),
    // The classifications are data with German names (deals.md §3), shown as the damage list shows them.
    ...damages.map((d) => t("pdf.damageReport.damage", { type: d.typeNameDe, part: d.partNameDe, area: d.areaNameDe })),
  ]);
}

/** What the customer reported in the portal (deals.md §3 damage submission); nothing for reports from elsewhere. */
function submittedLines(t: PdfTranslator, report: DamageReportRow): string[] {
  const lines: string[] = [];
  if (report.defectType) lines.push(t("pdf.damageReport.defectType", { type: t(`damageDefectTypes.${report.defectType as DamageDefectType}`) }));
  // Sent through the portal (the address is always asked there): the day it happened, or "–" when unknown.
  if (report.street) lines.push(t("pdf.damageReport.occurredOn", { date: report.occurredOn ? formatDate(report.occurredOn) : "–" }));
  if (report.street)
    lines.push(t("pdf.damageReport.location", { address: `${report.street} ${report.houseNumber ?? ""}, ${report.zip ?? ""} ${report.city ?? ""}` }));
  if (report.description) lines.push(t("pdf.damageReport.description"), report.description);
  return lines;
}

/**
 * The power of attorney behind "Du bist verhindert?" (deals.md §2 order status): a form, filled in
 * with the customer, the car and the planned delivery, that lets another person take the car over.
 */
export async function powerOfAttorneyFile(db: Db, customerId: string, dealId: string, locale: Locale): Promise<FileDownload | null> {
  const [row] = await db
    .select({ deal, car, customer })
    .from(deal)
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .leftJoin(car, eq(car.id, deal.carId))
    .where(ownedDeal(customerId, dealId))
    .limit(1);
  if (!row) return null;
  const { deal: order, customer: person } = row;
  const t = pdfTranslator(locale);
  const deliveryDate = order.plannedDeliveryDate ?? order.preferredDeliveryDate;
  const address = order.handoverStreet
    ? `${order.handoverStreet} ${order.handoverHousenumber ?? ""}, ${order.handoverZip ?? ""} ${order.handoverCity ?? ""}`.replace(/\s+,/, ",")
    : null;
  return pdfFile(t("pdf.powerOfAttorney.fileName", { dealId }), t("pdf.powerOfAttorney.title"), [
    t("pdf.powerOfAttorney.grant", { name: fullName(person), contactId: person.contactId }),
    "",
    ...carLines(t, row.car),
    t("pdf.subscription", { id: dealId }),
    ...(deliveryDate ? [t("pdf.powerOfAttorney.deliveryDate", { date: formatDate(deliveryDate) })] : []),
    ...(address ? [t("pdf.powerOfAttorney.deliveryAddress", { address })] : []),
    "",
    t("pdf.powerOfAttorney.agentName"),
    t("pdf.powerOfAttorney.agentId"),
    "",
    t("pdf.powerOfAttorney.signature"),
    "",
    t("pdf.powerOfAttorney.note"),
  ]);
}

function fullName(person: CustomerRow): string {
  return `${person.firstname} ${person.lastname}`;
}

function customerLine(t: PdfTranslator, person: CustomerRow): string {
  return t("pdf.customer", { name: fullName(person), contactId: person.contactId });
}

function carLines(t: PdfTranslator, vehicle: CarRow | null): string[] {
  if (!vehicle) return [];
  const name = [vehicle.oem, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
  return [vehicle.licensePlate ? t("pdf.carWithPlate", { name, plate: vehicle.licensePlate }) : t("pdf.car", { name })];
}

/** A file name of words: each run of spaces or path characters one hyphen, empty parts left out. */
export function documentFileName(parts: ReadonlyArray<string | null | undefined>): string {
  const words = parts.filter((part): part is string => Boolean(part?.trim())).map((part) => part.trim().replace(/[\s/\\:]+/g, "-"));
  return `${words.join("-")}.pdf`;
}

function pdfFile(fileName: string, title: string, lines: string[]): FileDownload {
  return { kind: "file", fileName, contentType: "application/pdf", body: renderPdf({ title, lines }) };
}
