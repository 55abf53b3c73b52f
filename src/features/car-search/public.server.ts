/** What modules read of this feature on the server. */
export { getCatalogue } from "./api/cars.server";
