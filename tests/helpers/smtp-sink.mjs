// A real SMTP server for the e2e (issue 16): the e2e server sends its sign-in mails here over SMTP
// with nodemailer (`SMTP_URL=smtp://127.0.0.1:<smtpPort>`), and the tests read what arrived over
// HTTP (`GET /messages?to=<address>`, newest last) to follow the mailed links. Nothing is relayed.
//   node tests/helpers/smtp-sink.mjs <smtpPort> <httpPort>
import { Buffer } from "node:buffer";
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.argv[2] ?? 3102);
const httpPort = Number(process.argv[3] ?? 3103);
/** What arrived, in order; a test filters by its own recipient. */
const messages = [];

/** Quoted-printable soft breaks and `=XX` escapes, read as UTF-8. */
function decodeQuotedPrintable(text) {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words of a header (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`). */
function decodeHeader(value) {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_all, kind, data) =>
    kind.toLowerCase() === "b" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

/** The text/plain part of a nodemailer message (text and HTML alternatives), decoded. */
function textOf(raw) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const parts = boundary ? body.split(`--${boundary}`) : [`${head}\n\n${body}`];
  for (const part of parts) {
    const [partHead = "", ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(partHead) && boundary) continue;
    const content = partBody.join("\n\n");
    if (/content-transfer-encoding:\s*quoted-printable/i.test(partHead)) return decodeQuotedPrintable(content);
    if (/content-transfer-encoding:\s*base64/i.test(partHead)) return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
    return content;
  }
  return "";
}

const headerOf = (raw, name) => {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return decodeHeader(new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim() ?? "");
};

new SMTPServer({
  // Plain SMTP on loopback: no STARTTLS offer (a self-signed certificate would fail nodemailer's check), no login.
  disabledCommands: ["STARTTLS", "AUTH"],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const text = textOf(raw);
      messages.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        subject: headerOf(raw, "Subject"),
        text,
        links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
}).listen(smtpPort, "127.0.0.1");

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://sink");
  const json = (status, body) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (url.pathname === "/health") return json(200, { ok: true });
  if (url.pathname !== "/messages") return json(404, { message: "Not found" });
  const to = url.searchParams.get("to")?.toLowerCase();
  return json(
    200,
    messages.filter((message) => !to || message.to.includes(to)),
  );
}).listen(httpPort, "127.0.0.1");
