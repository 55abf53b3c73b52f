import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readQueryWithLlm } from "./llm-query-reader";

/** A tiny stand-in for an OpenAI-compatible API: answers each request with the next queued content. */
let server: Server;
let url: string;
const answers: { status: number; content: unknown }[] = [];
const requests: { authorization: string | undefined; body: { model: string; response_format: { type: string }; messages: { content: string }[] } }[] =
  [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      requests.push({ authorization: request.headers.authorization, body: JSON.parse(raw) as (typeof requests)[number]["body"] });
      const next = answers.shift() ?? { status: 500, content: null };
      response.writeHead(next.status, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ choices: [{ message: { content: typeof next.content === "string" ? next.content : JSON.stringify(next.content) } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const vocabulary = { models: [{ brand: "Tesla", model: "Model Y" }] };
const empty = {
  is_car_search: true,
  is_help_question: false,
  brand: [],
  model: [],
  body_type: [],
  fuel: [],
  term: [],
  mileage: null,
  max_price: null,
  has_hitch: null,
  on_offer: null,
  available_now: false,
};

describe("readQueryWithLlm", () => {
  it("asks for structured output and maps it to the search's filters", async () => {
    answers.push({
      status: 200,
      content: { ...empty, brand: ["Tesla"], model: ["Model Y"], fuel: ["electric"], max_price: 600, has_hitch: true, available_now: true },
    });
    const understood = await readQueryWithLlm(
      { url, model: "test-model", apiKey: "secret" },
      "Tesla Model Y mit AHK sofort unter 600",
      vocabulary,
      "2026-11-25",
    );
    expect(understood).toEqual({
      recognised: true,
      helpTopic: false,
      filters: {
        brand: ["tesla"],
        model: ["model-y"],
        fuel: ["electric"],
        max_price: 600,
        has_hitch: true,
        available_to: "2026-11-25",
        sort: "availability",
      },
    });
    const sent = requests.at(-1)!;
    expect(sent.authorization).toBe("Bearer secret");
    expect(sent.body.model).toBe("test-model");
    expect(sent.body.response_format.type).toBe("json_schema");
    expect(sent.body.messages[0]!.content).toContain("Tesla Model Y");
  });
  it("a help question is no car search", async () => {
    answers.push({ status: 200, content: { ...empty, is_car_search: false, is_help_question: true } });
    await expect(readQueryWithLlm({ url, model: "m", apiKey: null }, "Wie kündige ich?", vocabulary, "2026-11-25")).resolves.toMatchObject({
      recognised: false,
      helpTopic: true,
    });
  });
  it("refuses a filter the search does not know, a failed call and an unreadable answer", async () => {
    answers.push({ status: 200, content: { ...empty, fuel: ["kerosene"] } });
    await expect(readQueryWithLlm({ url, model: "m", apiKey: null }, "x", vocabulary, "2026-11-25")).rejects.toThrow(/refuses/);
    answers.push({ status: 503, content: {} });
    await expect(readQueryWithLlm({ url, model: "m", apiKey: null }, "x", vocabulary, "2026-11-25")).rejects.toThrow(/503/);
    answers.push({ status: 200, content: "not json" });
    await expect(readQueryWithLlm({ url, model: "m", apiKey: null }, "x", vocabulary, "2026-11-25")).rejects.toThrow();
  });
});
