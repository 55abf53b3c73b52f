import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { FileDownload } from "@/lib/api/file-download";
import { formatDate } from "@/lib/date";
import { formatCents } from "@/lib/money";
import type { Db } from "../db/client";
import { car, customer, damage, damageReport, deal, dealDocument, invoice, type CarRow, type CustomerRow } from "../db/schema";
import { ownedDeal } from "../deals/deal-ownership";
import { renderPdf } from "./pdf";

/**
 * The files behind the download links of documents, invoices and damage reports (deals.md §3).
 * Production links to the provider's document archive; the embedded BFF is its own archive and
 * renders each file from the stored row. Each read checks ownership in its query: another
 * customer's file is null, like one that does not exist.
 */

const LOCALE = "de-DE"; // the documents are German (deals.md §1: German first)

export async function dealDocumentFile(db: Db, customerId: string, dealId: string, documentId: string): Promise<FileDownload | null> {
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
  return pdfFile(`${document.documentType}-${dealId}.pdf`, document.name, [
    ...customerLines(row.customer),
    ...carLines(row.car),
    `Abo: ${dealId}`,
    `Erstellt am: ${formatDate(document.createdAt.toISOString())}`,
  ]);
}

export async function invoiceFile(db: Db, customerId: string, invoiceId: string): Promise<FileDownload | null> {
  const [row] = await db
    .select({ invoice, customer })
    .from(invoice)
    .innerJoin(customer, eq(customer.id, invoice.customerId))
    .where(and(eq(invoice.id, invoiceId), eq(invoice.customerId, customerId)))
    .limit(1);
  if (!row) return null;
  const { invoice: bill } = row;
  return pdfFile(`Rechnung-${bill.extInvoiceNumber}.pdf`, `Rechnung ${bill.extInvoiceNumber}`, [
    ...customerLines(row.customer),
    `Rechnungsdatum: ${formatDate(bill.createdAt.toISOString())}`,
    `Betrag: ${formatCents(bill.amountCents, LOCALE, { forceFractionDigits: true })}`,
    `Status: ${bill.status}`,
    ...(bill.dealId ? [`Abo: ${bill.dealId}`] : []),
  ]);
}

export async function damageReportFile(db: Db, customerId: string, dealId: string, reportId: string): Promise<FileDownload | null> {
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
  return pdfFile(`Schadenmeldung-${reportId}.pdf`, "Schadenmeldung", [
    ...customerLines(row.customer),
    ...carLines(row.car),
    `Gemeldet am: ${formatDate(row.report.reportedOn)}`,
    "",
    "Schäden:",
    ...damages.map((d) => `- ${d.typeNameDe}: ${d.partNameDe} (${d.areaNameDe})`),
  ]);
}

/**
 * The power of attorney behind "Du bist verhindert?" (deals.md §2 order status): a form, filled in
 * with the customer, the car and the planned delivery, that lets another person take the car over.
 */
export async function powerOfAttorneyFile(db: Db, customerId: string, dealId: string): Promise<FileDownload | null> {
  const [row] = await db
    .select({ deal, car, customer })
    .from(deal)
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .leftJoin(car, eq(car.id, deal.carId))
    .where(ownedDeal(customerId, dealId))
    .limit(1);
  if (!row) return null;
  const { deal: order } = row;
  const deliveryDate = order.plannedDeliveryDate ?? order.preferredDeliveryDate;
  const address = order.handoverStreet
    ? `${order.handoverStreet} ${order.handoverHousenumber ?? ""}, ${order.handoverZip ?? ""} ${order.handoverCity ?? ""}`.replace(/\s+,/, ",")
    : null;
  return pdfFile(`Vollmacht-${dealId}.pdf`, "Vollmacht zur Fahrzeugübernahme", [
    `Ich, ${row.customer.firstname} ${row.customer.lastname} (Kundennummer ${row.customer.contactId}), bevollmächtige die unten`,
    "genannte Person, das folgende Fahrzeug in meinem Namen entgegenzunehmen und das Übergabeprotokoll zu unterschreiben.",
    "",
    ...carLines(row.car),
    `Abo: ${dealId}`,
    ...(deliveryDate ? [`Geplanter Liefertermin: ${formatDate(deliveryDate)}`] : []),
    ...(address ? [`Lieferadresse: ${address}`] : []),
    "",
    "Bevollmächtigte Person (Vor- und Nachname): ______________________________",
    "Geburtsdatum: ______________   Ausweisnummer: ______________________",
    "",
    "Ort, Datum: ______________________   Unterschrift: ______________________",
    "",
    "Die bevollmächtigte Person zeigt bei der Übergabe ihren Ausweis und diese Vollmacht mit einer Kopie des Ausweises der vollmachtgebenden Person vor.",
  ]);
}

function customerLines(person: CustomerRow): string[] {
  return [`Kunde: ${person.firstname} ${person.lastname} (Kundennummer ${person.contactId})`];
}

function carLines(vehicle: CarRow | null): string[] {
  if (!vehicle) return [];
  const name = [vehicle.oem, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
  return [`Fahrzeug: ${name}${vehicle.licensePlate ? `, Kennzeichen ${vehicle.licensePlate}` : ""}`];
}

function pdfFile(fileName: string, title: string, lines: string[]): FileDownload {
  return { kind: "file", fileName, contentType: "application/pdf", body: renderPdf({ title, lines }) };
}
