import "server-only";
import { isReturnPlannable, RETURN_UNDER_WAY_STEPS } from "@/features/returns/rules/return-under-way";
import { flowOfferedBy } from "@/features/business/rules/business-roles";
import { isDealHandoverChangeable, PREPARATION_STARTED_STEPS } from "@/features/delivery/rules/handover-change";
import { asc, desc, eq, sql } from "drizzle-orm";
import { now as clockNow, type Dayjs } from "@/lib/clock";
import type { OrderStatusData, ReturnStatusData } from "@/features/deals/status-types";
import type { Deal, DealDocument, HandoverData, Invoice, ReturnData } from "@/features/deals/types";
import type { Db } from "../db/client";
import { car, deal, dealDocument, dealMilestone, invoice, type DealRow } from "../db/schema";
import { toDeal, toDealDocument, toHandoverData, toInvoice, toReturnData } from "./deal-mapper";
import { companySettingsOf } from "../business/business-portal-service";
import { companyCarsActedOn } from "../business/company-access";
import { levelColumns, levelOfColumns } from "../loyalty/loyalty-ledger";
import { withLoyaltyDeductibleCap } from "@/features/insurance/rules/loyalty-deductible";
import { ownedDeal } from "./deal-ownership";
import { dealListOrder } from "./deal-order";
import { reachedMilestones, toOrderStatusData, toReturnStatusData, type ReachedMilestones } from "./deal-status-mapper";

/**
 * Reads of a customer's deals. Every deal-scoped read filters by the customer in the same query,
 * so a deal of another customer is indistinguishable from one that does not exist (null). The
 * deductibles are the ones the customer bears: Black's cap applies (account.md §9), its level read
 * from the points ledger in the same statement as the deals.
 */

export async function listDeals(db: Db, customerId: string, now: Dayjs = clockNow()): Promise<Deal[]> {
  const rows = await db
    .select({ deal, car, ...milestoneColumns(), ...levelColumns(customerId) })
    .from(deal)
    .leftJoin(car, eq(deal.carId, car.id))
    .where(eq(deal.customerId, customerId))
    .orderBy(...dealListOrder());
  return rows.map((row) => withLoyaltyDeductibleCap(withMilestones(toDeal(row.deal, row.car, now), row), levelOfColumns(row)));
}

/**
 * The deals on a customer's list (deals.md §2 /mycars, and the pickers of the flows without a
 * chosen car): their own, then the company cars they may act on (§6: every car of the company for an
 * admin and a fleet manager, the assigned one for a driver), each read as its contract holder's, as
 * its deal page reads it. The list said "Sie haben noch kein Abo" while the business portal and the
 * deal page showed the car (review).
 */
export async function listDealsActedOn(db: Db, customerId: string, now: Dayjs = clockNow()): Promise<Deal[]> {
  const [own, companyCars] = await Promise.all([listDeals(db, customerId, now), listCompanyCarsActedOn(db, customerId, now)]);
  return [...own, ...companyCars];
}

/** The company cars of `listDealsActedOn`, without the customer's own deals. */
export async function listCompanyCarsActedOn(db: Db, customerId: string, now: Dayjs = clockNow()): Promise<Deal[]> {
  const companyCars = await companyCarsActedOn(db, customerId);
  if (companyCars.length === 0) return [];
  const dealIds = new Set(companyCars.map((car) => car.dealId));
  const holders = await Promise.all([...new Set(companyCars.map((car) => car.ownerId))].map((ownerId) => listDeals(db, ownerId, now)));
  return holders.flat().filter((companyCar) => dealIds.has(companyCar.id));
}

export async function findDeal(db: Db, customerId: string, dealId: string, now: Dayjs = clockNow()): Promise<Deal | null> {
  const [row] = await db
    .select({ deal, car, ...milestoneColumns(), ...levelColumns(customerId) })
    .from(deal)
    .leftJoin(car, eq(deal.carId, car.id))
    .where(ownedDeal(customerId, dealId))
    .limit(1);
  return row ? withLoyaltyDeductibleCap(withMilestones(toDeal(row.deal, row.car, now), row), levelOfColumns(row)) : null;
}

/** What the deal's milestones tell the deal view, in the deals' own statement. */
function milestoneColumns() {
  return {
    finalInvoiceAt: finalInvoiceAt(),
    returnUnderWay: reachedAny(RETURN_UNDER_WAY_STEPS),
    preparationStarted: reachedAny(PREPARATION_STARTED_STEPS),
    delivered: reachedAny(["delivery_completed"]),
  };
}

/** When the deal's return reached final_invoice (deals.md §2 return status). */
function finalInvoiceAt() {
  return sql<
    Date | string | null
  >`(select ${dealMilestone.reachedAt} from ${dealMilestone} where ${dealMilestone.dealId} = ${deal.id} and ${dealMilestone.milestone} = 'final_invoice')`;
}

/** Whether the deal reached any of the steps. */
function reachedAny(steps: readonly string[]) {
  const names = sql.join(
    steps.map((step) => sql`${step}`),
    sql`, `,
  );
  return sql<boolean>`exists (select 1 from ${dealMilestone} where ${dealMilestone.dealId} = ${deal.id} and ${dealMilestone.milestone} in (${names}))`;
}

/**
 * What the milestones change of the deal: the final invoice's day, no return to plan once it is
 * under way (`RETURN_UNDER_WAY_STEPS`), whether the car is being prepared for its delivery, and
 * whether its handover can still be changed (`isDealHandoverChangeable`, as the change is refused by).
 */
function withMilestones(
  view: Deal,
  {
    deal: row,
    finalInvoiceAt: reachedAt,
    returnUnderWay: underWay,
    preparationStarted,
    delivered,
  }: { deal: DealRow; finalInvoiceAt: Date | string | null; returnUnderWay: boolean; preparationStarted: boolean; delivered: boolean },
): Deal {
  return {
    ...view,
    final_invoice_issued_at: reachedAt === null ? null : new Date(reachedAt).toISOString(),
    is_return_window_open: isReturnPlannable(view.is_return_window_open, underWay),
    delivery_preparation_started: preparationStarted,
    handover_changeable: isDealHandoverChangeable({ state: row.state, addressChangeable: row.handoverAddressChangeable, delivered }),
  };
}

export async function getHandover(db: Db, customerId: string, dealId: string): Promise<HandoverData | null> {
  const row = await findOwnedDealRow(db, customerId, dealId);
  return row ? toHandoverData(row) : null;
}

export async function getReturn(db: Db, customerId: string, dealId: string, now: Dayjs = clockNow()): Promise<ReturnData | null> {
  const row = await findOwnedDealRow(db, customerId, dealId);
  return row ? toReturnData(row, now) : null;
}

/** The order status block (deals.md §2 "Order status", §4 "Delivery"); null when not the customer's deal. */
export async function getOrderStatus(db: Db, customerId: string, dealId: string): Promise<OrderStatusData | null> {
  const [found, settings] = await Promise.all([findOwnedDealWithMilestones(db, customerId, dealId), companySettingsOf(db, customerId)]);
  return found ? toOrderStatusData(found.row, found.reached, flowOfferedBy(settings, "handover")) : null;
}

/** The return status block (deals.md §2 "Return info and return status"); null when not the customer's deal. */
export async function getReturnStatus(db: Db, customerId: string, dealId: string): Promise<ReturnStatusData | null> {
  const found = await findOwnedDealWithMilestones(db, customerId, dealId);
  return found ? toReturnStatusData(found.row, found.reached) : null;
}

/** Null when the deal is not the customer's; an empty list when it has no documents. */
export async function listDocuments(db: Db, customerId: string, dealId: string): Promise<DealDocument[] | null> {
  const rows = await db
    .select({ document: dealDocument })
    .from(deal)
    .leftJoin(dealDocument, eq(dealDocument.dealId, deal.id))
    .where(ownedDeal(customerId, dealId))
    .orderBy(asc(dealDocument.createdAt), asc(dealDocument.id));
  if (rows.length === 0) return null;
  return rows.flatMap(({ document }) => (document ? [toDealDocument(document)] : []));
}

/** The customer's invoices, newest first, each with the car it bills (when it bills one deal). */
export async function listInvoices(db: Db, customerId: string): Promise<Invoice[]> {
  const rows = await db
    .select({ invoice, car })
    .from(invoice)
    .leftJoin(deal, eq(deal.id, invoice.dealId))
    .leftJoin(car, eq(car.id, deal.carId))
    .where(eq(invoice.customerId, customerId))
    .orderBy(desc(invoice.createdAt), asc(invoice.id));
  return rows.map((row) => toInvoice(row.invoice, row.car));
}

async function findOwnedDealRow(db: Db, customerId: string, dealId: string): Promise<DealRow | null> {
  const [row] = await db.select().from(deal).where(ownedDeal(customerId, dealId)).limit(1);
  return row ?? null;
}

/** The deal with the milestones it reached, in one query; null when it is not the customer's. */
async function findOwnedDealWithMilestones(db: Db, customerId: string, dealId: string): Promise<{ row: DealRow; reached: ReachedMilestones } | null> {
  const rows = await db
    .select({ deal, milestone: dealMilestone })
    .from(deal)
    .leftJoin(dealMilestone, eq(dealMilestone.dealId, deal.id))
    .where(ownedDeal(customerId, dealId));
  const [first] = rows;
  if (!first) return null;
  return { row: first.deal, reached: reachedMilestones(rows.flatMap(({ milestone }) => (milestone ? [milestone] : []))) };
}
