// Rendered per request, as a signed-in page of the portal is.
export const dynamic = "force-dynamic";

export default function Page() {
  return <p>Leer</p>;
}
