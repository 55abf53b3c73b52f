/** Deals: the list, the deal and its files. Part of the endpoint catalogue (`api/endpoints.ts`). */
import type { Deal, DealDocument, HandoverData, Invoice, ReturnData } from "@/features/deals/types";
import type { FileDownload } from "../file-download";
import { bff, none, BFF, fileQuery, type Endpoint } from "./define";

export const dealsEndpoints = {
  // Deals: read side. The list and the single deal are not named in deals.md section 7 (the
  // deal arrives with the page there); the embedded BFF serves them under the same prefix.
  listDeals: bff<Deal[]>()({
    method: "GET",
    path: `${BFF}/deals`,
    scope: "account",
    status: "implemented",
    body: none,
    spec: "deals.md §2 subscription list",
  }),
  getDeal: bff<Deal>()({
    method: "GET",
    path: `${BFF}/deals/{id}`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §2 vehicle details",
  }),
  getHandover: bff<HandoverData>()({
    method: "GET",
    path: `${BFF}/deals/{id}/handover`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  getReturn: bff<ReturnData>()({
    method: "GET",
    path: `${BFF}/deals/{id}/return`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  getDocuments: bff<DealDocument[]>()({
    method: "GET",
    path: `${BFF}/deals/{id}/documents`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  listInvoices: bff<Invoice[]>()({
    method: "GET",
    path: `${BFF}/invoices`,
    scope: "account",
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  // The files behind `url` and `download_url` (deals.md §3 "Document", "Invoice", "Damage report"):
  // the embedded BFF is its own document archive.
  getDocumentFile: bff<FileDownload>()({
    method: "GET",
    path: `${BFF}/deals/{id}/documents/{documentId}/file`,
    scope: "deal",
    status: "implemented",
    body: fileQuery,
    download: true,
    spec: "deals.md §3 Document url",
  }),
  getInvoiceFile: bff<FileDownload>()({
    method: "GET",
    path: `${BFF}/invoices/{invoiceId}/file`,
    scope: "account",
    status: "implemented",
    body: fileQuery,
    download: true,
    spec: "deals.md §3 Invoice download_url",
  }),
  getDamageReportFile: bff<FileDownload>()({
    method: "GET",
    path: `${BFF}/deals/{id}/damage-reports/{reportId}/file`,
    scope: "deal",
    status: "implemented",
    body: fileQuery,
    download: true,
    spec: "deals.md §3 Damage report download_url",
  }),
  getPowerOfAttorneyFile: bff<FileDownload>()({
    method: "GET",
    path: `${BFF}/deals/{id}/power-of-attorney/file`,
    scope: "deal",
    status: "implemented",
    body: fileQuery,
    download: true,
    spec: "deals.md §2 power-of-attorney action",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
