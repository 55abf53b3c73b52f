import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/locales";
import type { FileDownload } from "@/api/file-download";
import { customerIdOf } from "../db/seed-data";
import { openSeededTestEnv, signIn, testDispatcher, TEST_ORIGIN, type SeededTestEnv } from "../testing/seeded-test-env";
import { damageReportFile, dealDocumentFile, documentFileName, invoiceFile, powerOfAttorneyFile } from "./document-files";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

/** The title and the lines a PDF of `renderPdf` shows, as text. */
function shownText(file: FileDownload | null): { fileName: string; title: string; lines: string[] } {
  if (!file) throw new Error("no file");
  const pdf = Buffer.from(file.body).toString("latin1").replace(/\x80/g, "€");
  const unescape = (text: string) => text.replace(/\\([\\()])/g, "$1");
  const title = unescape(/\((.*)\) Tj\n/.exec(pdf)![1]!);
  const lines = [...pdf.matchAll(/\((.*)\) Tj T\*/g)].map((match) => unescape(match[1]!));
  return { fileName: file.fileName, title, lines };
}

const ANNA = customerIdOf("anna");
const PAUL = customerIdOf("paul");

describe("documentFileName", () => {
  it.each([
    [["Abo-Bestätigung", "Tesla", "Model Y", "HH-PP 412E"], "Abo-Bestätigung-Tesla-Model-Y-HH-PP-412E.pdf"],
    [["Subscription confirmation", "BMW", "iX1", null], "Subscription-confirmation-BMW-iX1.pdf"],
    [["Rückgabeprotokoll", undefined, " ", "A/B\\C:D"], "Rückgabeprotokoll-A-B-C-D.pdf"],
  ] as const)("%j → %s", (parts, expected) => {
    expect(documentFileName(parts)).toBe(expected);
  });
});

describe("the generated files in the reader's locale", () => {
  it("writes a document in German and in English", async () => {
    const file = (locale: Locale) => dealDocumentFile(env.db, ANNA, "deal-anna-ended", "deal-anna-ended--return_protocol", locale);
    expect(shownText(await file("de-DE"))).toEqual({
      fileName: "Rückgabeprotokoll-Skoda-Enyaq-HH-AK-303E.pdf",
      title: "Rückgabeprotokoll",
      lines: [
        "Kunde: Anna Aktiv (Kundennummer 5100000101)",
        "Fahrzeug: Skoda Enyaq 85 Sportline, Kennzeichen HH-AK 303E",
        "Abo: deal-anna-ended",
        "Erstellt am: 14.01.2026",
      ],
    });
    expect(shownText(await file("en-US"))).toEqual({
      fileName: "Return-report-Skoda-Enyaq-HH-AK-303E.pdf",
      title: "Return report",
      lines: [
        "Customer: Anna Aktiv (customer number 5100000101)",
        "Car: Skoda Enyaq 85 Sportline, license plate HH-AK 303E",
        "Subscription: deal-anna-ended",
        "Created on: 14.01.2026",
      ],
    });
    expect(shownText(await file("en-DE")).lines[1]).toBe("Car: Skoda Enyaq 85 Sportline, licence plate HH-AK 303E");
  });

  it("writes an invoice in German and in English, with the amount and status of the locale", async () => {
    const file = (locale: Locale) => invoiceFile(env.db, ANNA, "invoice-anna-1", locale);
    expect(shownText(await file("de-DE"))).toEqual({
      fileName: "Rechnung-RE-2026-100001.pdf",
      title: "Rechnung RE-2026-100001",
      lines: [
        "Kunde: Anna Aktiv (Kundennummer 5100000101)",
        "Rechnungsdatum: 08.03.2026",
        "Betrag: 549,00\u00a0€", // Intl puts a no-break space before the sign
        "Status: Offen",
        "Abo: deal-anna-active",
      ],
    });
    expect(shownText(await file("en-DE"))).toEqual({
      fileName: "Invoice-RE-2026-100001.pdf",
      title: "Invoice RE-2026-100001",
      lines: [
        "Customer: Anna Aktiv (customer number 5100000101)",
        "Invoice date: 08.03.2026",
        "Amount: 549,00\u00a0€",
        "Status: Open",
        "Subscription: deal-anna-active",
      ],
    });
    expect(shownText(await file("en-US")).lines[2]).toBe("Amount: 549,00\u00a0€");
  });

  it("writes a damage report in German and in English; the damages keep their German names (deals.md §3)", async () => {
    const file = (locale: Locale) => damageReportFile(env.db, ANNA, "deal-anna-active", "damage-report-anna-1", locale);
    expect(shownText(await file("de-DE"))).toEqual({
      fileName: "Schadenmeldung-damage-report-anna-1.pdf",
      title: "Schadenmeldung",
      lines: [
        "Kunde: Anna Aktiv (Kundennummer 5100000101)",
        "Fahrzeug: Volkswagen ID.3 Pro S 77 kWh, Kennzeichen HH-AK 301E",
        "Gemeldet am: 01.03.2026",
        "",
        "Schäden:",
        "- Kratzer: Stoßfänger hinten (Heck)",
      ],
    });
    expect(shownText(await file("en-US"))).toEqual({
      fileName: "Damage-report-damage-report-anna-1.pdf",
      title: "Damage report",
      lines: [
        "Customer: Anna Aktiv (customer number 5100000101)",
        "Car: Volkswagen ID.3 Pro S 77 kWh, license plate HH-AK 301E",
        "Reported on: 01.03.2026",
        "",
        "Damage:",
        "- Kratzer: Stoßfänger hinten (Heck)",
      ],
    });
  });

  it("writes the power of attorney in German and in English, its paragraphs wrapped to the page", async () => {
    const german = shownText(await powerOfAttorneyFile(env.db, PAUL, "deal-paul-created", "de-DE"));
    expect(german.fileName).toBe("Vollmacht-deal-paul-created.pdf");
    expect(german.title).toBe("Vollmacht zur Fahrzeugübernahme");
    expect(german.lines).toEqual([
      "Ich, Paul Plan (Kundennummer 5100000102), bevollmächtige die unten genannte Person, das",
      "folgende Fahrzeug in meinem Namen entgegenzunehmen und das Übergabeprotokoll zu",
      "unterschreiben.",
      "",
      "Fahrzeug: BMW iX1 xDrive30 M Sport",
      "Abo: deal-paul-created",
      "Geplanter Liefertermin: 07.04.2026",
      "Lieferadresse: Aachener Straße 312, 50933 Köln",
      "",
      "Bevollmächtigte Person (Vor- und Nachname): ______________________________",
      "Geburtsdatum: ______________   Ausweisnummer: ______________________",
      "",
      "Ort, Datum: ______________________   Unterschrift: ______________________",
      "",
      "Die bevollmächtigte Person zeigt bei der Übergabe ihren Ausweis und diese Vollmacht mit einer",
      "Kopie des Ausweises der vollmachtgebenden Person vor.",
    ]);

    const english = shownText(await powerOfAttorneyFile(env.db, PAUL, "deal-paul-created", "en-US"));
    expect(english.fileName).toBe("Power-of-attorney-deal-paul-created.pdf");
    expect(english.title).toBe("Power of attorney for taking over the car");
    expect(english.lines).toEqual([
      "I, Paul Plan (customer number 5100000102), authorize the person named below to take over the",
      "following car on my behalf and to sign the handover protocol.",
      "",
      "Car: BMW iX1 xDrive30 M Sport",
      "Subscription: deal-paul-created",
      "Planned delivery date: 07.04.2026",
      "Delivery address: Aachener Straße 312, 50933 Köln",
      "",
      "Authorized person (first and last name): ______________________________",
      "Date of birth: ______________   ID number: ______________________",
      "",
      "Place, date: ______________________   Signature: ______________________",
      "",
      "At the handover, the authorized person shows their ID and this power of attorney together with a",
      "copy of the ID of the authorizing person.",
    ]);
  });

  it("is null for another customer in every locale", async () => {
    expect(await invoiceFile(env.db, PAUL, "invoice-anna-1", "en-US")).toBeNull();
    expect(await powerOfAttorneyFile(env.db, ANNA, "deal-paul-created", "de-DE")).toBeNull();
  });
});

describe("the download endpoints take the locale from the link's query", () => {
  let dispatch: (request: Request) => Promise<Response>;
  let annaCookie: string;
  beforeAll(async () => {
    dispatch = testDispatcher(env);
    annaCookie = await signIn(env.auth, "anna.aktiv@demo.portal");
  });
  const get = (path: string) => dispatch(new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie: annaCookie } }));
  const invoicePath = "/portal/api/bff/invoices/invoice-anna-1/file";

  it.each([
    ["the link's locale, en-US", `${invoicePath}?locale=en-US`, "Invoice RE-2026-100001", "Invoice-RE-2026-100001.pdf"],
    ["the link's locale, de-DE", `${invoicePath}?locale=de-DE`, "Rechnung RE-2026-100001", "Rechnung-RE-2026-100001.pdf"],
    ["German without a locale (deals.md §1: German first)", invoicePath, "Rechnung RE-2026-100001", "Rechnung-RE-2026-100001.pdf"],
  ])("%s", async (_case, path, title, fileName) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`filename="${fileName}"`);
    const file: FileDownload = { kind: "file", fileName, contentType: "application/pdf", body: new Uint8Array(await response.arrayBuffer()) };
    expect(shownText(file).title).toBe(title);
  });

  it("refuses a locale the portal does not have with a 422 naming the parameter", async () => {
    const response = await get(`${invoicePath}?locale=fr-FR`);
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain("locale");
  });
});
