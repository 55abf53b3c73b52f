/**
 * Every German text the spec quotes, that the product shows, is spelled in
 * `src/messages/*.json` or `fixtures/content/*.json` exactly as in the spec, once its feature is
 * built. "Built" is `spec-texts.pending.txt`: the texts known not to be used yet. A quoted text
 * found nowhere and not pending fails (a misspelling, or a new spec text to decide on); a pending
 * text now found fails too, so the list only shrinks. The pending list is printed on every run.
 *
 * The spec is read from `docs/spec/` (copies of the shared spec, see docs/spec/README.md).
 *
 * Quoting conventions of the spec: account.md quotes texts in single quotes ('…'), deals.md in
 * double quotes ("…"); neither uses typographic quotes, but „…“ and “…” are read too. Quoted are
 * German UI texts, English paraphrases ('please log in to see your rewards', "All subscriptions"),
 * code values ('Failed to submit', 'cart') and formats ('dddd, DD.MM.YYYY'); only the German ones
 * are checked. A trailing "..." marks a text the spec cut short; its beginning is looked for.
 */
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const SPEC_DIR = join(ROOT, "docs", "spec");
const SHARED_SPEC_DIR = join(ROOT, "..", "shared", "spec");
const SPEC_FILES = ["account.md", "deals.md"] as const;
const PENDING_FILE = join(import.meta.dirname, "spec-texts.pending.txt");

interface SpecText {
  text: string;
  /** Where the spec quotes it, e.g. "deals.md:148". */
  sources: string[];
}

const QUOTES = [
  /(?<![\p{L}\p{N}])'([^'\n]+)'(?![\p{L}\p{N}])/gu, // 'text', not an apostrophe inside a word
  /"([^"\n]+)"/g,
  /„([^“”\n]+)[“”]/g,
  /“([^“”\n]+)”/g,
];

/**
 * German labels the spec gives unquoted, in parentheses after their code value (deals.md §3
 * "Repair statuses: open (Gemeldet), …"; §6 "comprehensive insurance (Komfort Schutz)").
 */
const UNQUOTED_LABELS = /\b(?:open|ordered|in_progress|conducted|canceled|insurance) \(([A-ZÄÖÜ][^()]*)\)/g;

/** German words quoted as a reference, not as a text the product shows. */
const NOT_SHOWN = new Set([
  "Sie", // the formal form of address (account.md §6, deals.md §1)
]);

/** Words that mark a quote as German, besides ä, ö, ü and ß. */
const GERMAN_WORDS = new Set(
  (
    "an der die das den dem des ein eine einer einige ist sind wird wurden muss darf sein es du dich dein deine deinen dir sie " +
    "ihr ihre bitte leider etwas dies diese nicht nur noch nochmal erneut und oder mit von zu zum zur auf beim danke " +
    "mindestens maximal zeichen stellen orte abo aktiv beendet abbrechen kontakt kontakte erstellen versuche versuchen " +
    "fehler gemeldet vereinbart repariert reparatur keine komfort schutz"
  ).split(" "),
);

/** Words that mark a quote as English. */
const ENGLISH_WORDS = new Set(
  (
    "the a an to of for your you is are all show please log display still did not have has already actions requested " +
    "cart incomplete password changed saved details subscription subscriptions ends days failed submit unsupported " +
    "parameter url bank loading free level black street housenumber images uploading work registration data update"
  ).split(" "),
);

type QuoteKind = "german" | "english" | "code";

/** German, English or code; throws when the words do not tell, so a new quote is decided on. */
function classifyQuote(quote: string): QuoteKind {
  if (/^[\w.]+$/.test(quote) && /[._]/.test(quote)) return "code"; // yup.required, relative_type_1
  if (/\b(?:dddd|DD|MM|YYYY)\b/.test(quote)) return "code"; // date formats
  const words = quote
    .toLowerCase()
    .replace(/\{[^{}]*\}/g, " ")
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  // "an", "die" or "war" are words of both languages: the language with more marks wins.
  const german = (/[äöüß]/i.test(quote) ? 1 : 0) + words.filter((word) => GERMAN_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (german > english) return "german";
  if (english > german) return "english";
  throw new Error(`Cannot tell whether the quote "${quote}" is German or English: add its words to GERMAN_WORDS or ENGLISH_WORDS`);
}

function extractSpecTexts(files: readonly { name: string; markdown: string }[]): SpecText[] {
  const found = new Map<string, SpecText>();
  for (const { name, markdown } of files) {
    markdown.split("\n").forEach((line, index) => {
      const quotes = [...QUOTES, UNQUOTED_LABELS].flatMap((pattern) => [...line.matchAll(pattern)].map((match) => match[1]!.trim()));
      for (const quote of quotes) {
        if (NOT_SHOWN.has(quote) || classifyQuote(quote) !== "german") continue;
        const entry = found.get(quote) ?? { text: quote, sources: [] };
        entry.sources.push(`${name}:${index + 1}`);
        found.set(quote, entry);
      }
    });
  }
  return [...found.values()];
}

/** Spacing and placeholder names do not count: "{n} von {total}" reads as "{} von {}". */
function normalise(text: string): string {
  return text
    .replace(/\{\s*[\w.]+\s*\}/g, "{}")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();
}

/**
 * The texts an ICU message can show: one per branch of its selects and plurals, arguments as "{}"
 * ("{audience, select, b2b {Sie sind verhindert?} other {Du bist verhindert?}}" shows both
 * questions). A message this small reader cannot follow is taken as it is.
 */
function icuTexts(message: string): string[] {
  try {
    const [texts, end] = icuSequence(message, 0);
    return end === message.length ? texts : [message];
  } catch {
    return [message];
  }
}

/** Reads plain text and arguments up to an unmatched "}" (or the end); returns every variant and where it stopped. */
function icuSequence(message: string, start: number): [string[], number] {
  let variants = [""];
  let i = start;
  while (i < message.length && message[i] !== "}") {
    if (message[i] === "{") {
      const [options, next] = icuArgument(message, i + 1);
      variants = variants.flatMap((variant) => options.map((option) => variant + option));
      i = next;
    } else {
      const char = message[i]!;
      variants = variants.map((variant) => variant + (char === "#" ? "{}" : char));
      i += 1;
    }
  }
  return [variants, i];
}

/** An argument after its "{": a plain one is "{}", a select or plural gives each branch's texts. */
function icuArgument(message: string, start: number): [string[], number] {
  const close = message.indexOf("}", start);
  const head = message.slice(start, close === -1 ? undefined : close);
  const kind = /^\s*[\w.]+\s*,\s*(select|plural|selectordinal)\s*,/.exec(head);
  if (!kind) {
    if (close === -1 || head.includes("{")) throw new Error("not a plain argument");
    return [["{}"], close + 1];
  }
  const texts: string[] = [];
  let i = start + kind[0].length;
  for (;;) {
    const branch = /^\s*(=?[\w-]+)\s*\{/.exec(message.slice(i));
    if (!branch) break;
    const [branchTexts, end] = icuSequence(message, i + branch[0].length);
    if (message[end] !== "}") throw new Error("unclosed branch");
    texts.push(...branchTexts);
    i = end + 1;
  }
  const closing = /^\s*\}/.exec(message.slice(i));
  if (!closing || texts.length === 0) throw new Error("unclosed argument");
  return [texts, i + closing[0].length];
}

/**
 * A needle for a spec text. A label ("Abo aktiv", "Kontakt erstellen": capitalised, no closing
 * punctuation) is a whole text, so a misspelt label is not excused by the same words in a sentence
 * elsewhere; a sentence ("Dies ist ein Pflichtfeld.") or a fragment the spec cut from a longer
 * message ("wird benötigt", lower-case) may sit inside a text, as whole words. A text the spec cut
 * short ("…Kundenservice...") is looked for by its beginning, and a number the spec writes in
 * ("mindestens 17 Jahre") may be an argument there.
 */
function needle(text: string): RegExp {
  const escaped = normalise(text.replace(/(?:\.\.\.|…)$/, "")).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const body = escaped.replace(/\d+(?:[.,]\d+)*/g, (number) => `(?:${number}|\\{\\})`);
  const isLabel = !/[.!?…]$/.test(text) && !/^\p{Ll}/u.test(text);
  return isLabel ? new RegExp(`^${body}$`, "u") : new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "u");
}

/** Every text a JSON document shows: strings (messages read as ICU), and each rich-text node whole (marks split it). */
function stringsOf(value: unknown, icu: boolean, into: string[] = []): string[] {
  if (typeof value === "string") into.push(...(icu ? icuTexts(value) : [value]).map(normalise));
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, icu, into));
  else if (value && typeof value === "object") {
    if ("nodeType" in value && "content" in value) into.push(normalise(richText(value)));
    Object.values(value).forEach((item) => stringsOf(item, icu, into));
  }
  return into;
}

function richText(node: unknown): string {
  if (!node || typeof node !== "object") return "";
  if ("value" in node && typeof node.value === "string") return node.value;
  return "content" in node && Array.isArray(node.content) ? node.content.map(richText).join("") : "";
}

function jsonFiles(dir: string): unknown[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as unknown);
}

function readPending(): string[] {
  return readFileSync(PENDING_FILE, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

const specTexts = extractSpecTexts(SPEC_FILES.map((name) => ({ name, markdown: readFileSync(join(SPEC_DIR, name), "utf8") })));
const haystack = [
  ...jsonFiles(join(ROOT, "src", "messages")).flatMap((json) => stringsOf(json, true)),
  ...jsonFiles(join(ROOT, "fixtures", "content")).flatMap((json) => stringsOf(json, false)),
];
const isUsed = (text: string) => {
  const pattern = needle(text);
  return haystack.some((candidate) => pattern.test(candidate));
};
const pending = readPending();

describe("spec texts (issue 21 item 4)", () => {
  it("finds the spec's German texts", () => {
    // a floor, so that a broken extraction cannot pass with nothing to check
    expect(specTexts.length).toBeGreaterThan(40);
    expect(specTexts.map((entry) => entry.text)).toEqual(
      expect.arrayContaining(["Abo aktiv", "Dies ist ein Pflichtfeld.", "Keine Reparatur", "{n} von {total}", "Kontakt erstellen"]),
    );
  });

  it("spells every used text as the spec does; the others are pending", () => {
    const pendingSet = new Set(pending);
    const misspeltOrUndecided = specTexts
      .filter((entry) => !isUsed(entry.text) && !pendingSet.has(entry.text))
      .map((entry) => `${entry.text} (${entry.sources.join(", ")})`);
    expect(
      misspeltOrUndecided,
      "not found in src/messages or fixtures/content: fix the spelling there, or add to spec-texts.pending.txt if its feature is not built",
    ).toEqual([]);
    console.info(
      `Spec texts not used yet (${pending.length} of ${specTexts.length}, tests/unit/spec-texts.pending.txt):\n${pending.map((text) => `  ${text}`).join("\n")}`,
    );
  });

  it("keeps the pending list short: no text that is used by now, none the spec does not quote", () => {
    expect(pending.filter(isUsed), "used by now: remove from spec-texts.pending.txt").toEqual([]);
    const quoted = new Set(specTexts.map((entry) => entry.text));
    expect(
      pending.filter((text) => !quoted.has(text)),
      "not quoted by the spec (any more)",
    ).toEqual([]);
    expect(new Set(pending).size).toBe(pending.length);
  });

  it.skipIf(!existsSync(SHARED_SPEC_DIR))("docs/spec is a current copy of the shared spec", () => {
    for (const name of SPEC_FILES) {
      expect(readFileSync(join(SPEC_DIR, name), "utf8"), name).toBe(readFileSync(join(SHARED_SPEC_DIR, name), "utf8"));
    }
  });
});

describe("reading the spec's quotes", () => {
  it.each([
    ["Abo aktiv", "german"],
    ["Beendet", "german"],
    ["Kontakte", "german"],
    ["Abbrechen", "german"],
    ["Nochmal versuchen", "german"],
    ["ungültige PLZ", "german"],
    ["{n} von {total}", "german"],
    ["Du bist verhindert?", "german"],
    ["maximal 100 Zeichen", "german"],
    ["All subscriptions", "english"],
    ["show details", "english"],
    ["did not work", "english"],
    ["Subscription ends in N days", "english"],
    ["please log in to see your rewards", "english"],
    ["Unsupported parameter in URL", "english"],
    ["29 / free for loyalty level black", "english"],
    ["street, housenumber", "english"],
    ["actions", "english"],
    ["dddd, DD.MM.YYYY", "code"],
    ["yup.validPhoneNumber", "code"],
  ] as const)("%j is %s", (quote, kind) => {
    expect(classifyQuote(quote)).toBe(kind);
  });

  it("refuses to guess a quote it cannot place", () => {
    expect(() => classifyQuote("Kilometerstand")).toThrow(/Cannot tell/);
    expect(() => classifyQuote("Abo details")).toThrow(/Cannot tell/);
  });

  it("takes single, double and German quotes, not apostrophes, and the parenthesised status labels", () => {
    const texts = extractSpecTexts([
      {
        name: "x.md",
        markdown: [
          "A 'Dies ist ein Pflichtfeld.' and \"Abo aktiv\" and „Keine Termine“ and “Danke für deine Anfrage”.",
          "The customer's car's 'show details'; statuses open (Gemeldet), in_progress (In Reparatur); wording \"Sie\".",
          'Again: "Abo aktiv".',
        ].join("\n"),
      },
    ]);
    expect(texts).toEqual([
      { text: "Dies ist ein Pflichtfeld.", sources: ["x.md:1"] },
      { text: "Abo aktiv", sources: ["x.md:1", "x.md:3"] },
      { text: "Keine Termine", sources: ["x.md:1"] },
      { text: "Danke für deine Anfrage", sources: ["x.md:1"] },
      { text: "Gemeldet", sources: ["x.md:2"] },
      { text: "In Reparatur", sources: ["x.md:2"] },
    ]);
  });

  it("reads rich text as whole sentences and placeholders by position", () => {
    const doc = {
      nodeType: "paragraph",
      content: [
        { nodeType: "text", value: "Danke für " },
        { nodeType: "text", value: "deine Anfrage", marks: [{ type: "bold" }] },
      ],
    };
    expect(stringsOf({ fields: { body: doc } }, false)).toContain("Danke für deine Anfrage");
    expect(normalise("Schritt {step}  von\u00a0{count}")).toBe(normalise("Schritt {n} von {total}"));
  });

  it("reads every branch of an ICU message", () => {
    expect(icuTexts("{audience, select, b2b {Sie sind verhindert?} other {Du bist verhindert?}}")).toEqual([
      "Sie sind verhindert?",
      "Du bist verhindert?",
    ]);
    expect(
      icuTexts("{audience, select, b2b {Sie müssen mindestens {age} Jahre alt sein.} other {Du musst mindestens {age} Jahre alt sein.}}"),
    ).toEqual(["Sie müssen mindestens {} Jahre alt sein.", "Du musst mindestens {} Jahre alt sein."]);
    expect(icuTexts("bis zu {weeks, plural, one {# Woche} other {# Wochen}} früher")).toEqual(["bis zu {} Woche früher", "bis zu {} Wochen früher"]);
    expect(icuTexts("{a, select, x {1} other {2}} und {b, select, y {3} other {4}}")).toEqual(["1 und 3", "1 und 4", "2 und 3", "2 und 4"]);
    expect(icuTexts("kaputt {a, select, x {1}")).toEqual(["kaputt {a, select, x {1}"]);
  });

  it.each([
    ["Du musst mindestens 17 Jahre alt sein.", "Du musst mindestens {} Jahre alt sein.", true],
    ["Du musst mindestens 17 Jahre alt sein.", "Du musst mindestens 18 Jahre alt sein.", false],
    ["Du musst mindestens 17 Jahre alt sein.", "Du musst mindestens 17 Jahre alt sein", false],
    ["Bitte wende dich an den Kundenservice...", "Bitte wende dich an den Kundenservice unter {}.", true],
    ["Leider ist etwas schief gelaufen!", "Leider ist etwas schiefgelaufen!", false],
    ["Beendet", "Beendet", true],
    ["Beendet", "Beendete Abos", false],
    ["Abo aktiv", "solange dein Abo aktiv ist", false],
    ["{n} von {total}", "{} von {}", true],
    ["mindestens 1 Zeichen", "mindestens {} Zeichen", true],
    ["wird benötigt", "Straße wird benötigt", true],
    ["wird benötigt", "wird benötigter", false],
    ["Dies ist ein Pflichtfeld.", "Fehler: Dies ist ein Pflichtfeld.", true],
  ])("%j is found in %j: %s", (text, candidate, found) => {
    expect(needle(text).test(candidate)).toBe(found);
  });
});
