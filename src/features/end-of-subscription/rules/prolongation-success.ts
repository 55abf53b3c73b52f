/**
 * deals.md §2 "/car/{deal id}/prolongation/success : business success page with endDate, price,
 * kmPackage, term": what the page shows, carried in its query.
 */
export interface ProlongationSuccess {
  /** "YYYY-MM-DD". */
  endDate: string;
  /** EUR per month as the customer saw it (net of VAT for business customers). */
  price: number;
  /** km per month. */
  kmPackage: number;
  /** months. */
  term: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d{1,6}$/;
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

export function prolongationSuccessQuery(success: ProlongationSuccess): string {
  return new URLSearchParams({
    endDate: success.endDate,
    price: String(success.price),
    kmPackage: String(success.kmPackage),
    term: String(success.term),
  }).toString();
}

/** The page's values, or null when the query does not carry all four well-formed. */
export function readProlongationSuccess(query: Readonly<Record<string, string | undefined>>): ProlongationSuccess | null {
  const { endDate = "", price = "", kmPackage = "", term = "" } = query;
  if (!DAY.test(endDate) || !AMOUNT.test(price) || !WHOLE.test(kmPackage) || !WHOLE.test(term)) return null;
  return { endDate, price: Number(price), kmPackage: Number(kmPackage), term: Number(term) };
}
