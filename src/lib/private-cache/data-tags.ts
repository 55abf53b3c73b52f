/**
 * Tags of a customer's data, for the private cache (docs/performance.md "Private cache"): what a page or BFF
 * read of theirs shows, and what a write of theirs outdates. A business customer's pages show the
 * company's cars and people too, so they carry the company's tag, which every member's write marks.
 */
export const userTag = (userId: string) => `user:${userId}`;
export const companyTag = (companyId: string) => `company:${companyId}`;

/** Data tags live in the data-change record; every other tag is content's (`content-changes.server.ts`). */
export function isDataTag(tag: string): boolean {
  return tag.startsWith("user:") || tag.startsWith("company:");
}

/** The tags of what this customer sees: their own and their companies'. */
export function customerDataTags(userId: string, companyIds: readonly string[] = []): string[] {
  return [userTag(userId), ...companyIds.map(companyTag)];
}
