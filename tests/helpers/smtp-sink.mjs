// A real SMTP server for the e2e: the e2e server sends its mails here over SMTP
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

/**
 * The leaves of a MIME entity, multiparts opened recursively (nodemailer nests the text and HTML
 * alternatives in a multipart/mixed beside the attachments): each with its type, file name and
 * decoded content.
 */
function leavesOf(raw) {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = (split ? raw.slice(0, split.index) : raw).replace(/\r?\n[ \t]+/g, " ");
  const body = split ? raw.slice(split.index + split[0].length) : "";
  const type = (/^content-type:\s*([^;\r\n]+)/im.exec(head)?.[1] ?? "text/plain").trim().toLowerCase();
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => leavesOf(part.replace(/^\r?\n/, "").replace(/\r?\n$/, "")));
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const content =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const attached = /^content-disposition:\s*attachment/im.test(head) || filename !== undefined;
  return [{ type, filename: filename ? decodeHeader(filename) : null, attached, content }];
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
      const leaves = leavesOf(raw);
      const textPart = leaves.find((leaf) => leaf.type === "text/plain" && !leaf.attached);
      const text = textPart?.content ?? "";
      messages.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        subject: headerOf(raw, "Subject"),
        text,
        links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
        // Whether the mail has a text part of its own, its HTML, and its files (an .ics).
        hasTextPart: textPart !== undefined,
        html: leaves.find((leaf) => leaf.type === "text/html" && !leaf.attached)?.content ?? "",
        attachments: leaves.filter((leaf) => leaf.attached).map(({ filename, type, content }) => ({ filename, contentType: type, content })),
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
