import { notFound } from "next/navigation";
import { benchRoutesEnabled } from "@/lib/env";

/**
 * An empty page in the portal's layout: the benchmark's baseline for JavaScript shipped per
 * route (`npm run bench`). It exists only when the server runs with PORTAL_BENCH=1.
 */
export default function BenchEmptyPage() {
  if (!benchRoutesEnabled()) notFound();
  return <p>Leer</p>;
}

export const dynamic = "force-dynamic";
