/** What the benchmark's parts share: signing in, and starting and stopping servers of their own. */
import type { ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";

/** The cookies a browser of a seeded customer signed in at `origin` sends to its pages. */
export async function signIn(origin: string, email = "anna.aktiv@demo.portal"): Promise<string> {
  const response = await fetch(`${origin}/portal/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: "Portal-Demo-2026" }),
  });
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}`);
  // What a browser sends to the portal's pages and BFF: not the known-device cookie, whose Path is the auth routes'.
  return response.headers
    .getSetCookie()
    .filter((cookie) => !/;\s*path=\/portal\/api\/auth/i.test(cookie))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** User and system CPU time of the process, all its threads (Linux's /proc, in clock ticks of 10 ms). */
export async function cpuMsOf(child: ChildProcess): Promise<number> {
  const stat = await readFile(`/proc/${child.pid}/stat`, "utf8");
  // The command name in parentheses may hold spaces: the fields counted from after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10;
}
