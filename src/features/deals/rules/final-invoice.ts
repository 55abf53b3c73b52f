import type { Deal } from "../types";

/**
 * Whether the final invoice went out: the return reached its final_invoice step (deals.md §2
 * return status; §9 "Final invoice takes 3 to 4 weeks"). Before, an ended deal says when it comes;
 * after, where it is ("Schlussrechnung erhalten Sie drei bis vier Wochen …" was
 * still said after the step).
 */
export function isFinalInvoiceIssued(deal: Pick<Deal, "final_invoice_issued_at">): boolean {
  return typeof deal.final_invoice_issued_at === "string";
}
