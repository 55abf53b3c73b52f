import { describe, expect, it } from "vitest";
import { inBerlin } from "@/lib/clock";
import { buildCarCatalogue } from "@/bff/db/seed-car-catalogue";
import { EMPTY_CAR_QUERY } from "./car-query";
import { searchCars } from "./car-filter";
import { searchUrl, understandQuery } from "./ai-search-query";

const TODAY = "2026-11-25";
const catalogue = buildCarCatalogue(inBerlin("2026-11-25T09:00:00Z"));
const vocabulary = { models: [...new Map(catalogue.map((car) => [`${car.brand}|${car.model}`, { brand: car.brand, model: car.model }])).values()] };
const urlOf = (message: string) => searchUrl("de-DE", understandQuery(message, vocabulary, TODAY).filters);

/** account.md §5 "AI search": real queries in German and English and the URL each must give. */
const QUERIES: [string, string][] = [
  // Fuel and body type
  ["Elektroauto", "/de-DE/subscribe?fuel=electric"],
  ["electric car", "/de-DE/subscribe?fuel=electric"],
  ["Elektro-SUV", "/de-DE/subscribe?body_type=suv&fuel=electric"],
  ["electric SUV", "/de-DE/subscribe?body_type=suv&fuel=electric"],
  ["Ich suche einen Kombi mit Diesel", "/de-DE/subscribe?body_type=kombi&fuel=diesel"],
  ["diesel estate car", "/de-DE/subscribe?body_type=kombi&fuel=diesel"],
  ["Hybrid Limousine", "/de-DE/subscribe?body_type=limousine&fuel=hybrid"],
  ["plug-in hybrid sedan", "/de-DE/subscribe?body_type=limousine&fuel=hybrid"],
  ["Benziner Kleinwagen", "/de-DE/subscribe?body_type=kleinwagen&fuel=petrol"],
  ["petrol small car", "/de-DE/subscribe?body_type=kleinwagen&fuel=petrol"],
  ["kompakter Stromer", "/de-DE/subscribe?fuel=electric"],
  ["Kompaktwagen elektrisch", "/de-DE/subscribe?body_type=kompakt&fuel=electric"],
  ["hatchback EV", "/de-DE/subscribe?body_type=kompakt&fuel=electric"],
  // Price
  ["SUV unter 500 Euro", "/de-DE/subscribe?body_type=suv&max_price=500"],
  ["SUV under 500 euros", "/de-DE/subscribe?body_type=suv&max_price=500"],
  ["Elektroauto bis 400 €", "/de-DE/subscribe?fuel=electric&max_price=400"],
  ["EV under $400 a month", "/de-DE/subscribe?fuel=electric&max_price=400"],
  ["Auto für maximal 450 Euro im Monat", "/de-DE/subscribe?max_price=450"],
  ["cars below 350 eur", "/de-DE/subscribe?max_price=350"],
  // Brand and model
  ["Tesla Model Y", "/de-DE/subscribe?brand=tesla&model=model-y"],
  ["model 3", "/de-DE/subscribe?model=model-3"],
  ["VW ID.3", "/de-DE/subscribe?brand=volkswagen&model=id3"],
  ["Volkswagen ID 4 mit Anhängerkupplung", "/de-DE/subscribe?brand=volkswagen&model=id4&has_hitch=true"],
  ["Fiat 500e", "/de-DE/subscribe?brand=fiat&model=500e"],
  ["BMW", "/de-DE/subscribe?brand=bmw"],
  ["Mercedes EQA", "/de-DE/subscribe?brand=mercedes-benz&model=eqa"],
  ["Mercedes C-Klasse Hybrid", "/de-DE/subscribe?brand=mercedes-benz&model=c-klasse&fuel=hybrid"],
  ["Mercedes C-Class", "/de-DE/subscribe?brand=mercedes-benz&model=c-klasse"],
  ["Skoda Enyaq oder Hyundai Ioniq 5", "/de-DE/subscribe?brand=hyundai,skoda&model=enyaq,ioniq-5"],
  ["BMW iX1 or X1", "/de-DE/subscribe?brand=bmw&model=ix1,x1"],
  ["Cupra Born unter 450 Euro", "/de-DE/subscribe?brand=cupra&model=born&max_price=450"],
  ["Škoda Octavia Kombi", "/de-DE/subscribe?brand=skoda&model=octavia-combi&body_type=kombi"],
  // Hitch
  ["Auto mit Anhängerkupplung", "/de-DE/subscribe?has_hitch=true"],
  ["car with a tow bar", "/de-DE/subscribe?has_hitch=true"],
  ["Elektro SUV mit AHK unter 600 Euro", "/de-DE/subscribe?body_type=suv&fuel=electric&max_price=600&has_hitch=true"],
  // Availability
  ["sofort verfügbar", `/de-DE/subscribe?available_to=${TODAY}&sort=availability`],
  ["available now", `/de-DE/subscribe?available_to=${TODAY}&sort=availability`],
  ["Elektroauto sofort verfügbar unter 400 Euro", `/de-DE/subscribe?fuel=electric&max_price=400&available_to=${TODAY}&sort=availability`],
  ["SUV available immediately", `/de-DE/subscribe?body_type=suv&available_to=${TODAY}&sort=availability`],
  ["Kombi innerhalb von 2 Wochen", "/de-DE/subscribe?body_type=kombi&available_to=2026-12-09&sort=availability"],
  ["hybrid within three weeks", "/de-DE/subscribe?fuel=hybrid&available_to=2026-12-16&sort=availability"],
  // Term and mileage
  ["Auto für 12 Monate", "/de-DE/subscribe?term=12"],
  ["SUV for 12 months", "/de-DE/subscribe?body_type=suv&term=12"],
  ["Elektroauto für ein Jahr", "/de-DE/subscribe?fuel=electric&term=12"],
  ["Auto für 14 Tage", "/de-DE/subscribe?term=14-days"],
  ["car for two weeks", "/de-DE/subscribe?term=14-days"],
  ["24 Monate Kombi", "/de-DE/subscribe?body_type=kombi&term=24"],
  ["6 months electric", "/de-DE/subscribe?fuel=electric&term=6"],
  ["Golf 12 Monate 1500 km", "/de-DE/subscribe?model=golf&term=12&mileage=1500"],
  // Offers
  ["Angebote für Elektroautos", "/de-DE/subscribe?fuel=electric&on_offer=true"],
  ["SUV deals", "/de-DE/subscribe?body_type=suv&on_offer=true"],
  // Line breaks and case
  ["ELEKTRO\nSUV", "/de-DE/subscribe?body_type=suv&fuel=electric"],
  // Nothing a filter can read: the whole search
  ["Wie wird das Wetter morgen?", "/de-DE/subscribe"],
  ["hello there", "/de-DE/subscribe"],
];

describe("the embedded AI search reads queries into the search URL", () => {
  it("has at least 40 queries", () => expect(QUERIES.length).toBeGreaterThanOrEqual(40));
  it.each(QUERIES)("%j → %s", (message, url) => {
    expect(urlOf(message)).toBe(url);
  });
});

describe("what the reader recognises", () => {
  it("a query without a filter word is not recognised", () => {
    expect(understandQuery("Wie wird das Wetter morgen?", vocabulary, TODAY)).toMatchObject({ recognised: false, helpTopic: false });
  });
  it.each(["Wie kann ich mein Abo kündigen?", "Where is my invoice?", "Ich hatte einen Unfall", "help"])("%j is a help topic", (message) => {
    expect(understandQuery(message, vocabulary, TODAY)).toMatchObject({ recognised: false, helpTopic: true });
  });
  it("a price below 50 is no price (a model's digits, a count)", () => {
    expect(understandQuery("3 Autos", vocabulary, TODAY).filters.max_price).toBeUndefined();
  });
  it("every understood URL lists cars of the catalogue where the catalogue has them", () => {
    const answer = searchCars(catalogue, { ...EMPTY_CAR_QUERY, ...understandQuery("Elektro-SUV unter 600 Euro", vocabulary, TODAY).filters });
    expect(answer.total_results).toBeGreaterThan(0);
    expect(answer.results.every((car) => car.fuel === "electric" && car.body_type === "suv" && car.price_from_cents <= 60000)).toBe(true);
  });
});
