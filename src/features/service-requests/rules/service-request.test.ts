import { describe, expect, it } from "vitest";
import schedulingContent from "../../../../fixtures/content/schedule-service.json";
import {
  canScheduleService,
  hasEngineOil,
  SERVICE_ELIGIBILITY,
  servicesNotForCar,
  orderedServices,
  readServiceConfirmation,
  SERVICE_TYPES,
  serviceConfirmationQuery,
  serviceRequestComment,
  serviceRequestIssues,
  type ServiceRequestInput,
} from "./service-request";

const valid: ServiceRequestInput = {
  requested_services: ["main_inspection"],
  street: "Eppendorfer Weg",
  house_number: "57",
  zip: "20259",
  city: "Hamburg",
  description: "",
};
const codes = (input: Partial<ServiceRequestInput>) => serviceRequestIssues({ ...valid, ...input }).map((issue) => `${issue.path}:${issue.code}`);

describe("the services a car can have (issue 36 item 8: an oil change offered for an electric car)", () => {
  it.each([
    ["Elektro", false],
    ["electric", false],
    [" ELECTRIC ", false],
    ["petrol", true],
    ["Benzin", true],
    ["diesel", true],
    ["hybrid", true],
    [null, true],
    ["", true],
  ] as const)("a car running on %j has engine oil: %s", (fuel, expected) => {
    expect(hasEngineOil({ fuel })).toBe(expected);
  });

  it.each([
    ["Elektro", ["main_inspection", "oil_change"], ["oil_change"]],
    ["Elektro", ["main_inspection", "oem_inspection"], []],
    ["diesel", ["oil_change"], []],
  ] as const)("a %s car cannot have %j of %j", (fuel, services, refused) => {
    expect(servicesNotForCar(services, { fuel })).toEqual(refused);
    const issues = serviceRequestIssues({ ...valid, requested_services: services }, { fuel });
    expect(issues.map((issue) => issue.code)).toEqual(refused.length > 0 ? ["service_not_for_car"] : []);
  });

  it("is the rule content names on the form's options, in every locale and audience", () => {
    type Option = { value: string; visibility?: string[] };
    const options = schedulingContent.entries
      .filter((entry) => entry.sys.id.startsWith("service-field-services"))
      .flatMap((entry) => Object.values((entry.fields as { options: Record<string, Option[]> }).options).flat());
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      const rule = SERVICE_ELIGIBILITY[option.value as keyof typeof SERVICE_ELIGIBILITY];
      expect(option.visibility ?? [], option.value).toEqual(rule === hasEngineOil ? ["car-has-engine-oil"] : []);
    }
  });
});

describe("service requests (deals.md §3 service request, §4 schedule service, §5, §7)", () => {
  it("sends the form's services under the names of §5", () => {
    expect(SERVICE_TYPES).toEqual({ huau: "main_inspection", inspection: "oem_inspection", oilChange: "oil_change" });
  });

  it.each([
    ["one service", {}, []],
    ["all three services", { requested_services: ["main_inspection", "oem_inspection", "oil_change"] }, []],
    ["no service ticked", { requested_services: [] }, ["requested_services:required"]],
    ["no services at all", { requested_services: undefined }, ["requested_services:required"]],
    ["an unknown service", { requested_services: ["car_wash"] }, ["requested_services:one_of"]],
    ["the form's name instead of the wire name", { requested_services: ["huau"] }, ["requested_services:one_of"]],
    ["a service twice", { requested_services: ["oil_change", "oil_change"] }, ["requested_services:one_of"]],
    [
      "no address",
      { street: "", house_number: " ", zip: "", city: "" },
      ["street:required", "house_number:required", "city:required", "zip:required"],
    ],
    ["a street of 100 characters", { street: "s".repeat(100) }, []],
    ["a street of 101 characters", { street: "s".repeat(101) }, ["street:max"]],
    ["a 4-digit postcode", { zip: "2025" }, ["zip:invalid"]],
    ["a 6-digit postcode", { zip: "202590" }, ["zip:invalid"]],
    // deals.md §5 "Postcode … mainland only", as the form says: the BFF took Hiddensee before.
    ["an island postcode (Hiddensee)", { zip: "18565" }, ["zip:postcode_not_deliverable"]],
    ["a control character in the city", { city: "Ham\u0000burg" }, ["city:invalid"]],
    ["a note with line breaks", { description: "Bitte vormittags.\nDanke!" }, []],
    ["a note of 1000 characters", { description: "n".repeat(1000) }, []],
    ["a note of 1001 characters", { description: "n".repeat(1001) }, ["description:max"]],
    ["a control character in the note", { description: "bitte\u0007" }, ["description:invalid"]],
  ])("%s", (_, input, expected) => {
    expect(codes(input as Partial<ServiceRequestInput>)).toEqual(expected);
  });

  it("orders the services as §5 lists them", () => {
    expect(orderedServices(["oil_change", "main_inspection"])).toEqual(["main_inspection", "oil_change"]);
  });

  it("writes the comment as the address plus the note (§7)", () => {
    expect(serviceRequestComment(valid, "  Bitte vormittags.  ")).toBe("Eppendorfer Weg 57, 20259 Hamburg\nBitte vormittags.");
    expect(serviceRequestComment(valid, "")).toBe("Eppendorfer Weg 57, 20259 Hamburg");
  });

  it.each([
    ["an active subscription with a car", { car_id: "car-1", state: "ACTIVE", variant: "SUBSCRIPTION" }, true],
    ["no car_id (§5: the error modal opens)", { car_id: null, state: "ACTIVE", variant: "SUBSCRIPTION" }, false],
    ["an empty car_id", { car_id: "", state: "ACTIVE", variant: "SUBSCRIPTION" }, false],
    ["a car still in preparation", { car_id: "car-1", state: "CREATED", variant: "SUBSCRIPTION" }, false],
    ["a returned car", { car_id: "car-1", state: "ENDED", variant: "SUBSCRIPTION" }, false],
    ["a lead", { car_id: "car-1", state: "ACTIVE", variant: "LEAD" }, false],
  ])("a service can be scheduled for %s: %s", (_, deal, expected) => {
    expect(canScheduleService(deal)).toBe(expected);
  });
});

describe("the business confirmation page's query (deals.md §2)", () => {
  const request = {
    requested_services: ["oil_change", "main_inspection"],
    description: "Bitte vormittags.",
    street: "Hermannstraße",
    house_number: "214",
    zip: "12049",
    city: "Berlin",
  };

  it("names serviceTypes, comment, street, houseNumber, postalCode and city", () => {
    expect(Object.fromEntries(new URLSearchParams(serviceConfirmationQuery(request)))).toEqual({
      serviceTypes: "main_inspection,oil_change",
      comment: "Bitte vormittags.",
      street: "Hermannstraße",
      houseNumber: "214",
      postalCode: "12049",
      city: "Berlin",
    });
  });

  it("reads back what it wrote, and nothing from a query without a known service", () => {
    const query = Object.fromEntries(new URLSearchParams(serviceConfirmationQuery(request)));
    expect(readServiceConfirmation(query)).toEqual({
      serviceTypes: ["main_inspection", "oil_change"],
      comment: "Bitte vormittags.",
      street: "Hermannstraße",
      houseNumber: "214",
      postalCode: "12049",
      city: "Berlin",
    });
    expect(readServiceConfirmation({ serviceTypes: "car_wash" })).toBeNull();
    expect(readServiceConfirmation({})).toBeNull();
  });
});
