import { defineContract } from "@/cms/module-contract";

export interface CarOffer {
  id: string;
  name: string;
  image: string;
  /** Whole euros a month, gross. */
  priceFrom: number;
  href: string;
}

export interface CarSliderFields {
  title: string | null;
  onlyWithoutSubscription: boolean;
  /** `carOffer` entries. */
  offers: CarOffer[];
}

export const carSliderContract = defineContract({
  contentType: "carSlider",
  fields: (entry): CarSliderFields => ({
    title: entry.text("title"),
    onlyWithoutSubscription: entry.flag("onlyWithoutSubscription"),
    offers: entry.links("offers").map((offer) => ({
      id: offer.id,
      name: offer.requiredText("name"),
      image: offer.requiredText("image"),
      priceFrom: Number(offer.object("priceFrom")),
      href: offer.requiredText("href"),
    })),
  }),
});
