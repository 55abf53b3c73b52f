/** The invoice statuses with a label of their own under `invoices.statuses` in the messages. */
const LABELLED_STATUSES = ["open", "paid", "overdue", "canceled"] as const;
export type InvoiceStatusLabel = (typeof LABELLED_STATUSES)[number] | "other";

/** The message key of an invoice status: the spec names no list (deals.md §3), so others read "other". */
export function invoiceStatusLabel(status: string): InvoiceStatusLabel {
  return (LABELLED_STATUSES as readonly string[]).includes(status) ? (status as InvoiceStatusLabel) : "other";
}
