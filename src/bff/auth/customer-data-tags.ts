import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customer } from "../db/schema";
import { customerDataTags } from "@/lib/private-cache/data-tags";

/**
 * The private cache's tags of a customer's data (`lib/private-cache/data-tags.ts`): their user's,
 * and their company's for a business customer, whose members see its cars. What a write marks
 * changed, and what a copy of their reads carries. Empty for an unknown customer.
 */
export async function dataTagsOfCustomer(db: Db, customerId: string): Promise<string[]> {
  const [row] = await db
    .select({ userId: customer.userId, companyId: customer.companyId })
    .from(customer)
    .where(eq(customer.id, customerId))
    .limit(1);
  return row?.userId ? customerDataTags(row.userId, row.companyId ? [row.companyId] : []) : [];
}
