/**
 * Who the demo personas are beyond `fixtures/personas.json`: the CRM contact id, the phone number and
 * the postal address of each, read by their profiles, deals, drivers and company contacts.
 */
import type { PostalAddress } from "./types";

interface Person {
  contactId: string;
  phone: string;
  /** account.md §3 Profile mobilephone, where the persona gave one besides the phone. */
  mobilephone?: string;
  address: PostalAddress;
}

export const people = {
  anna: {
    contactId: "5100000101",
    phone: "+4915112345601",
    address: { street: "Eppendorfer Weg", housenumber: "57", zip: "20259", city: "Hamburg" },
  },
  paul: { contactId: "5100000102", phone: "+4916098765402", address: { street: "Aachener Straße", housenumber: "312", zip: "50933", city: "Köln" } },
  emil: { contactId: "5100000103", phone: "+4917055512303", address: { street: "Leopoldstraße", housenumber: "88", zip: "80802", city: "München" } },
  lea: {
    contactId: "5100000104",
    phone: "+4917644433304",
    address: { street: "Rotebühlstraße", housenumber: "121", zip: "70178", city: "Stuttgart" },
  },
  bernd: { contactId: "5100000105", phone: "+4930609876500", address: { street: "Hermannstraße", housenumber: "214", zip: "12049", city: "Berlin" } },
  nora: {
    contactId: "5100000106",
    phone: "+4915233322206",
    address: { street: "Karl-Liebknecht-Straße", housenumber: "34", zip: "04107", city: "Leipzig" },
  },
  sina: {
    contactId: "5100000107",
    phone: "+4915755566607",
    address: { street: "Schweizer Straße", housenumber: "12", zip: "60594", city: "Frankfurt am Main" },
  },
  bruno: {
    contactId: "5100000108",
    phone: "+4916211122208",
    address: { street: "Königsallee", housenumber: "60", zip: "40212", city: "Düsseldorf" },
  },
  dora: { contactId: "5100000109", phone: "+4915112345609", address: { street: "Lindenstraße", housenumber: "9", zip: "30159", city: "Hannover" } },
  vera: { contactId: "5100000110", phone: "+4915112345610", address: { street: "Ostenhellweg", housenumber: "42", zip: "44135", city: "Dortmund" } },
  kim: { contactId: "5100000111", phone: "+4915112345611", address: { street: "Domshof", housenumber: "8", zip: "28195", city: "Bremen" } },
  pia: { contactId: "5100000112", phone: "+4915112345612", address: { street: "Am Wall", housenumber: "140", zip: "28195", city: "Bremen" } },
  viktor: {
    contactId: "5100000113",
    phone: "+4940609876511",
    address: { street: "Speicherstraße", housenumber: "18", zip: "20457", city: "Hamburg" },
  },
  berta: {
    contactId: "5100000114",
    phone: "+4930609876512",
    address: { street: "Bergmannstraße", housenumber: "102", zip: "10961", city: "Berlin" },
  },
  dana: { contactId: "5100000115", phone: "+4915112345614", address: { street: "Bergmannstraße", housenumber: "5", zip: "10961", city: "Berlin" } },
  alma: { contactId: "5100000116", phone: "+4915112345615", address: { street: "Domplatz", housenumber: "3", zip: "48143", city: "Münster" } },
  kai: { contactId: "5100000117", phone: "+4915112345617", address: { street: "Breite Straße", housenumber: "27", zip: "23552", city: "Lübeck" } },
  konrad: { contactId: "5100000120", phone: "+4915112345620", address: { street: "Neuer Wall", housenumber: "19", zip: "20354", city: "Hamburg" } },
  petra: { contactId: "5100000121", phone: "+4915112345621", address: { street: "Marienplatz", housenumber: "4", zip: "80331", city: "München" } },
  gregor: { contactId: "5100000122", phone: "+4915112345622", address: { street: "Theaterplatz", housenumber: "2", zip: "01067", city: "Dresden" } },
  fiona: {
    contactId: "5100000130",
    phone: "+4915112345630",
    address: { street: "Schillerstraße", housenumber: "27", zip: "01069", city: "Dresden" },
  },
  otto: { contactId: "5100000131", phone: "+4915112345631", address: { street: "Marktstraße", housenumber: "4", zip: "24103", city: "Kiel" } },
  ada: { contactId: "5100000170", phone: "+4922160987670", address: { street: "Im Zollhafen", housenumber: "24", zip: "50678", city: "Köln" } },
  fabian: { contactId: "5100000171", phone: "+4922160987671", address: { street: "Im Zollhafen", housenumber: "24", zip: "50678", city: "Köln" } },
  dirk: { contactId: "5100000172", phone: "+4915112345672", address: { street: "Severinstraße", housenumber: "71", zip: "50678", city: "Köln" } },
  frida: { contactId: "5100000173", phone: "+4915112345673", address: { street: "Zülpicher Straße", housenumber: "12", zip: "50674", city: "Köln" } },
  ulla: {
    contactId: "5100000150",
    phone: "+4915112345650",
    address: { street: "Schlossstraße", housenumber: "11", zip: "70174", city: "Stuttgart" },
  },
  jana: { contactId: "5100000151", phone: "+4915112345651", address: { street: "Friedrichstraße", housenumber: "76", zip: "10117", city: "Berlin" } },
  silke: {
    contactId: "5100000160",
    phone: "+4915112345660",
    address: { street: "Kaiserstraße", housenumber: "15", zip: "76133", city: "Karlsruhe" },
  },
  gero: {
    contactId: "5100000161",
    phone: "+4915112345661",
    address: { street: "Hauptstraße", housenumber: "120", zip: "69117", city: "Heidelberg" },
  },
  bianca: {
    contactId: "5100000162",
    phone: "+4915112345662",
    address: { street: "Maximilianstraße", housenumber: "31", zip: "80539", city: "München" },
  },
  rita: { contactId: "5100000163", phone: "+4915112345663", address: { street: "Friedrichstraße", housenumber: "76", zip: "10117", city: "Berlin" } },
  rolf: {
    contactId: "5100000180",
    phone: "+4934160987680",
    address: { street: "Karl-Liebknecht-Straße", housenumber: "143", zip: "04275", city: "Leipzig" },
  },
  mareike: {
    contactId: "5100000190",
    phone: "+4942160987690",
    mobilephone: "+4916090987690",
    address: { street: "Am Speicher XI", housenumber: "9", zip: "28217", city: "Bremen" },
  },
  sven: {
    contactId: "5100000191",
    phone: "+4915112345691",
    address: { street: "Ostertorsteinweg", housenumber: "31", zip: "28203", city: "Bremen" },
  },
  grete: {
    contactId: "5100000193",
    phone: "+4915112345693",
    address: { street: "Grenzstraße", housenumber: "7", zip: "34117", city: "Kassel" },
  },
  rudi: {
    contactId: "5100000194",
    phone: "+4915112345694",
    address: { street: "Wilhelmshöher Allee", housenumber: "73", zip: "34119", city: "Kassel" },
  },
  toni: {
    contactId: "5100000195",
    phone: "+4915112345695",
    address: { street: "Schwachhauser Heerstraße", housenumber: "120", zip: "28209", city: "Bremen" },
  },
  doris: { contactId: "5100000192", phone: "+4915112345692", address: { street: "Sögestraße", housenumber: "18", zip: "28195", city: "Bremen" } },
} satisfies Record<string, Person>;

export type PersonaKey = keyof typeof people;

export const customerIdOf = (personaKey: string) => `customer-${personaKey}`;
export const userIdOf = (personaKey: string) => `user-${personaKey}`;
