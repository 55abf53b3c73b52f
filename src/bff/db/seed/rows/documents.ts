/** A deal's documents and a customer's invoices, with the download links the embedded BFF serves. */
import { buildPath, endpoints } from "../../../../api/endpoints";
import type { DocumentType } from "../../../../features/deals/types";
import type { SeedCalendar } from "../calendar";
import { customerIdOf, type PersonaKey } from "../people";
import type { DocumentInsert, InvoiceInsert } from "../types";

const DOCUMENT_NAMES: Record<DocumentType, string> = {
  subscription_confirmation: "Abo-Bestätigung",
  car_configuration: "Fahrzeugkonfiguration",
  holder_agreement: "Haltervereinbarung",
  final_invoice: "Schlussrechnung",
  handover_protocol: "Übergabeprotokoll",
  car_appraisal_report: "Fahrzeuggutachten",
  return_protocol: "Rückgabeprotokoll",
  warranty_damages: "Gewährleistungsschäden",
};

// Production links to the provider's document archive; the embedded BFF serves the files itself.
export const filePath = (name: "getDocumentFile" | "getInvoiceFile" | "getDamageReportFile", params: Record<string, string>) =>
  buildPath(endpoints[name].path, params);

export function documentsFor(dealId: string, types: DocumentType[], createdAt: Date): DocumentInsert[] {
  return types.map((documentType, index) => ({
    id: `${dealId}--${documentType}`,
    dealId,
    name: DOCUMENT_NAMES[documentType],
    url: filePath("getDocumentFile", { id: dealId, documentId: `${dealId}--${documentType}` }),
    documentType,
    // Spread by a minute so the list order is the order given here.
    createdAt: new Date(createdAt.getTime() + index * 60_000),
  }));
}

/** Invoice number `seq` of the seed's year (`RE-<year>-1000<seq>`), for one of the persona's deals. */
export function seedInvoice(
  { year }: SeedCalendar,
  seq: number,
  personaKey: PersonaKey,
  dealId: string,
  amountCents: number,
  status: string,
  createdAt: Date,
): InvoiceInsert {
  const number = `RE-${year}-${String(100_000 + seq)}`;
  return {
    id: `invoice-${personaKey}-${seq}`,
    customerId: customerIdOf(personaKey),
    dealId,
    extInvoiceNumber: number,
    amountCents,
    status,
    downloadUrl: filePath("getInvoiceFile", { invoiceId: `invoice-${personaKey}-${seq}` }),
    createdAt,
  };
}
