import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { fileURLToPath } from "node:url";

/**
 * A stand-in for Contentful's Content Delivery API on loopback, serving `fixtures/content` (the
 * entries as `contentful space export` writes them) the way the CDA answers
 * `GET /spaces/{space}/environments/{environment}/entries`: one locale per request with the
 * locale fallbacks of `cms-schema/`, `content_type`, `fields.*` equality, `limit` and linked
 * entries up to `include` levels in `includes.Entry`. `stop()` closes the port, so the app finds
 * Contentful unreachable (connection refused) until `start()` opens it again.
 */
export interface FakeContentful {
  readonly origin: string;
  readonly port: number;
  /** Entry requests answered since the start. */
  readonly requests: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface FakeContentfulOptions {
  space: string;
  environment?: string;
  accessToken: string;
  /** 0 picks a free port. */
  port?: number;
}

interface ExportedEntry {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown> | undefined>;
}

interface ContentModel {
  locales: { code: string; fallbackCode: string | null; default: boolean }[];
  contentTypes: { sys: { id: string }; fields: { id: string; localized: boolean }[] }[];
}

interface CdaEntry {
  sys: Record<string, unknown> & { id: string };
  fields: Record<string, unknown>;
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export async function startFakeContentful(options: FakeContentfulOptions): Promise<FakeContentful> {
  const environment = options.environment ?? "master";
  const entries = readExportedEntries(`${ROOT}fixtures/content`);
  const model = JSON.parse(readFileSync(`${ROOT}cms-schema/content-types.json`, "utf8")) as ContentModel;
  const sockets = new Set<Socket>();
  let requests = 0;
  let port = options.port ?? 0;

  const server = createServer((request, response) => {
    requests++;
    answer(request, response);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? "/", "http://fake-contentful");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/vnd.contentful.delivery.v1+json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) return send(401, cdaError("AccessTokenInvalid"));
    if (request.method !== "GET" || url.pathname !== `/spaces/${options.space}/environments/${environment}/entries`) {
      return send(404, cdaError("NotFound"));
    }
    const query = url.searchParams;
    // `locale=*`: every locale's values, each field keyed by locale, as the content check reads them.
    const everyLocale = query.get("locale") === "*";
    const locale = everyLocale ? null : (query.get("locale") ?? defaultLocale(model));
    if (locale !== null && !model.locales.some((candidate) => candidate.code === locale)) return send(400, cdaError("BadRequest"));
    const shaped = (entry: ExportedEntry) =>
      locale === null ? inEveryLocale(entry, options.space, environment) : localize(entry, locale, model, options.space, environment);
    const localized = new Map(entries.map((entry) => [entry.sys.id, shaped(entry)]));
    const limit = Number(query.get("limit") ?? 100);
    const skip = Number(query.get("skip") ?? 0);
    const matching = [...localized.values()].filter((entry) => matches(entry, query));
    const items = matching.slice(skip, skip + limit);
    send(200, {
      sys: { type: "Array" },
      total: matching.length,
      skip,
      limit,
      items,
      includes: { Entry: linkedEntries(items, localized, Number(query.get("include") ?? 1)) },
    });
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    get origin() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    get requests() {
      return requests;
    },
    start: () => (server.listening ? Promise.resolve() : listen()),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function readExportedEntries(directory: string): ExportedEntry[] {
  return readdirSync(directory, { withFileTypes: true })
    .filter((file) => file.isFile() && file.name.endsWith(".json"))
    .flatMap((file) => (JSON.parse(readFileSync(`${directory}/${file.name}`, "utf8")) as { entries: ExportedEntry[] }).entries);
}

function defaultLocale(model: ContentModel): string {
  return model.locales.find((locale) => locale.default)?.code ?? "en-US";
}

/** The CDA's locale rule: a localized field falls back along the chain; a non-localized one has the default locale's value. */
function localize(entry: ExportedEntry, locale: string, model: ContentModel, space: string, environment: string): CdaEntry {
  const chain: string[] = [];
  for (let code: string | null = locale; code !== null && !chain.includes(code);) {
    chain.push(code);
    code = model.locales.find((candidate) => candidate.code === code)?.fallbackCode ?? null;
  }
  const contentType = model.contentTypes.find((type) => type.sys.id === entry.sys.contentType.sys.id);
  const fields: Record<string, unknown> = {};
  for (const [fieldId, values] of Object.entries(entry.fields)) {
    const isLocalized = contentType?.fields.find((field) => field.id === fieldId)?.localized ?? true;
    const code = (isLocalized ? chain : [defaultLocale(model)]).find((candidate) => values?.[candidate] !== undefined);
    if (code !== undefined) fields[fieldId] = values?.[code];
  }
  return { sys: { ...entrySys(entry, space, environment), locale }, fields };
}

function entrySys(entry: ExportedEntry, space: string, environment: string) {
  const link = (linkType: string, id: string) => ({ sys: { type: "Link", linkType, id } });
  return {
    id: entry.sys.id,
    type: "Entry",
    space: link("Space", space),
    environment: link("Environment", environment),
    contentType: link("ContentType", entry.sys.contentType.sys.id),
    revision: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

/** `locale=*`: the fields as stored, each keyed by the locales it has values in; no `sys.locale`. */
function inEveryLocale(entry: ExportedEntry, space: string, environment: string): CdaEntry {
  const fields = Object.fromEntries(Object.entries(entry.fields).filter(([, values]) => values !== undefined));
  return { sys: entrySys(entry, space, environment), fields };
}

/** `content_type` and `fields.<id>` equality; the home page's slug is the empty string. */
function matches(entry: CdaEntry, query: URLSearchParams): boolean {
  const contentType = query.get("content_type");
  if (contentType !== null && (entry.sys.contentType as { sys: { id: string } }).sys.id !== contentType) return false;
  for (const [key, value] of query) {
    if (key.startsWith("fields.") && entry.fields[key.slice("fields.".length)] !== value) return false;
  }
  return true;
}

function linkId(value: unknown): string | null {
  const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } } | null)?.sys;
  return sys?.type === "Link" && sys.linkType === "Entry" && typeof sys.id === "string" ? sys.id : null;
}

function linkedEntries(items: CdaEntry[], all: Map<string, CdaEntry>, depth: number): CdaEntry[] {
  const found = new Map(items.map((item) => [item.sys.id, item]));
  let level = items;
  for (let step = 0; step < depth && level.length > 0; step++) {
    level = level
      .flatMap((entry) => Object.values(entry.fields).flatMap(linkCandidates))
      .flatMap((value) => {
        const id = linkId(value);
        const linked = id === null || found.has(id) ? undefined : all.get(id);
        if (linked) found.set(linked.sys.id, linked);
        return linked ?? [];
      });
  }
  return [...found.values()].filter((entry) => !items.includes(entry));
}

function cdaError(id: string) {
  return { sys: { type: "Error", id }, message: id, requestId: "fake-contentful" };
}

/** A field's values that may be links: list items, and, as the CDA does, the targets inside rich text. */
function linkCandidates(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const node = value as { nodeType?: string; data?: { target?: unknown }; content?: unknown[] } | null;
  if (node && typeof node.nodeType === "string") {
    return [node.data?.target, ...(node.content ?? []).flatMap(linkCandidates)].filter((candidate) => candidate !== undefined);
  }
  return [value];
}
