import { defineContract } from "@/cms/module-contract";

export interface ContactNumber {
  id: string;
  label: string;
  phoneNumber: string;
  hours: string | null;
}

export interface EmergencyCallBlockFields {
  title: string;
  description: string | null;
  /** `contactNumber` entries. */
  numbers: ContactNumber[];
}

export const emergencyCallBlockContract = defineContract({
  contentType: "emergencyCallBlock",
  fields: (entry): EmergencyCallBlockFields => ({
    title: entry.requiredText("title"),
    description: entry.text("description"),
    numbers: entry.links("numbers").map((number) => ({
      id: number.id,
      label: number.requiredText("label"),
      phoneNumber: number.requiredText("phoneNumber"),
      hours: number.text("hours"),
    })),
  }),
});
