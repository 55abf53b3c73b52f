/** A seeded customer as `fixtures/personas.json` lists it, as far as the sign-in page needs. */
export interface DemoPersona {
  key: string;
  email: string;
  password: string;
  name: string;
  shows: string;
}
