import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import personas from "../../fixtures/personas.json";
import deDE from "@/messages/de-DE.json";
import { dealStatus } from "@/features/deals/rules/deal-status";
import type { DealState, DealVariant } from "@/features/deals/types";
import { DEAL_BLOCK_NAMES, LIST_BLOCK_NAMES } from "../helpers/deal-blocks";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const table = readme.slice(readme.indexOf("<!-- personas:start -->"), readme.indexOf("<!-- personas:end -->"));

describe("fixtures/personas.json", () => {
  it.each(personas.map((p) => [p.key, p] as const))("%s appears in the README's persona table as it is", (_key, persona) => {
    expect(table).toContain(`\`${persona.email}\``);
    expect(table).toContain(persona.shows);
    for (const deal of persona.deals) {
      const blocks = deal.blocks.length > 0 ? ` (${deal.blocks.join(", ")})` : "";
      const cell = `\`${deal.id}\` ${deal.state}${deal.variant === "LEAD" ? " (lead)" : ""}: ${deal.label}${blocks}`;
      expect(
        [`${cell}<br>`, `${cell} |`].some((ending) => table.includes(ending)),
        cell,
      ).toBe(true);
    }
    if (persona.listBlocks.length > 0) expect(table).toContain(`<br>list: ${persona.listBlocks.join(", ")} |`);
  });

  it("names only the vehicle-details blocks the e2e test knows how to find", () => {
    for (const deal of personas.flatMap((p) => p.deals)) for (const block of deal.blocks) expect(DEAL_BLOCK_NAMES, deal.id).toContain(block);
    for (const persona of personas) for (const banner of persona.listBlocks) expect(LIST_BLOCK_NAMES, persona.key).toContain(banner);
  });

  it("shows every block, banner and modal to at least one persona (issue 4: seed and personas)", () => {
    const shown = new Set(personas.flatMap((p) => [...p.listBlocks, ...p.deals.flatMap((d) => d.blocks)]));
    expect([...DEAL_BLOCK_NAMES, ...LIST_BLOCK_NAMES].filter((block) => !shown.has(block))).toEqual([]);
  });

  it("lists no persona that the README does not", () => {
    const rows = table.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| Persona"));
    expect(rows).toHaveLength(personas.length);
  });

  it.each(personas.flatMap((p) => p.deals.map((d) => [d.id, d] as const)))("%s carries the label its state gets", (_id, deal) => {
    const { label } = dealStatus({
      state: deal.state as DealState,
      variant: deal.variant as DealVariant,
      return_type: null,
      days_left_to_schedule_return: null,
    });
    expect(deal.label).toBe(deDE.dealStatus[label]);
  });

  it("covers every deal state of deals.md section 4, a lead, a business deal and a customer without deals", () => {
    const deals = personas.flatMap((p) => p.deals);
    expect(new Set(deals.map((d) => d.state))).toEqual(
      new Set(["CREATED", "SIGNED", "EXTERNALLY_VERIFIED", "ACTIVE", "INACTIVE", "ENDED", "STOPPED", "CANCELED"]),
    );
    expect(deals.some((d) => d.variant === "LEAD")).toBe(true);
    expect(personas.some((p) => p.audience === "b2b" && p.deals.length > 0)).toBe(true);
    expect(personas.some((p) => p.deals.length === 0)).toBe(true);
  });
});
