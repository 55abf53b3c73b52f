/**
 * Delivery postcodes of German islands without a road link to the mainland: a car cannot be
 * delivered there (account.md §5 "Shared form rules", deals.md §5 "nur Orte auf dem Festland").
 *
 * The spec names "a list of 58 excluded codes" without giving it. This list is compiled from the
 * German islands without a road or bridge connection (Wikipedia, "Liste deutscher Inseln",
 * column "Verkehrsanbindung") and each island's delivery postcodes in Deutsche Post's directory
 * (postdirekt.de, "Postleitzahlensuche"). It holds every delivery code we could verify (22);
 * the spec's longer list presumably adds PO-box and large-customer codes, which are never
 * delivery addresses. Sylt counts as without a road link: it is reached only by rail (car train).
 */
export const ISLAND_POSTCODES_WITHOUT_ROAD_LINK: ReadonlyMap<string, string> = new Map([
  // East Frisian Islands (Lower Saxony)
  ["26757", "Borkum"],
  ["26571", "Juist"],
  ["26548", "Norderney"],
  ["26579", "Baltrum"],
  ["26465", "Langeoog"],
  ["26474", "Spiekeroog"],
  ["26486", "Wangerooge"],
  // Heligoland and Neuwerk
  ["27498", "Helgoland"],
  ["27499", "Neuwerk"],
  // North Frisian Islands and Halligen (Schleswig-Holstein)
  ["25980", "Sylt (Westerland, Keitum, Morsum, Tinnum, Rantum)"],
  ["25992", "Sylt (List)"],
  ["25996", "Sylt (Wenningstedt-Braderup)"],
  ["25997", "Sylt (Hörnum)"],
  ["25999", "Sylt (Kampen)"],
  ["25938", "Föhr"],
  ["25946", "Amrum"],
  ["25849", "Pellworm"],
  ["25859", "Hallig Hooge"],
  ["25863", "Hallig Langeneß, Oland"],
  ["25869", "Hallig Gröde"],
  // Baltic Sea
  ["18565", "Hiddensee"],
  // Lakes
  ["83256", "Chiemsee (Herreninsel, Fraueninsel)"],
]);
