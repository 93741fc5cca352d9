/**
 * Reads a message as an SMTP server received it (what a mail client gets): headers decoded, and its
 * parts, a multipart/alternative split into its text/plain and text/html parts.
 */

/** Decodes quoted-printable text: soft line breaks go, =XX are bytes of UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) of a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?") // whitespace between encoded words is not part of the text
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

export interface MimePart {
  headers: Map<string, string>;
  /** The media type, lower case (`text/plain`, `multipart/alternative`). */
  type: string;
  /** The decoded body of a single part; the raw body of a multipart one. */
  body: string;
  parts: MimePart[];
}

export function parseMime(raw: string): MimePart {
  const split = raw.indexOf("\r\n\r\n");
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, " ");
  const rawBody = split < 0 ? "" : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  const contentType = headers.get("content-type") ?? "text/plain";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)![1]!;
    const sections = rawBody.split(`--${boundary}`);
    // The preamble before the first boundary and the epilogue after the closing `--` are no parts.
    const parts = sections.slice(1, -1).map((section) => parseMime(section.replace(/^\r\n/, "").replace(/\r\n$/, "")));
    return { headers, type, body: rawBody, parts };
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const body =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(rawBody)
      : encoding === "base64"
        ? Buffer.from(rawBody.replace(/\s+/g, ""), "base64").toString("utf8")
        : rawBody;
  return { headers, type, body, parts: [] };
}

/** The headers of a received mail and its plain-text and HTML parts (null when it has none). */
export function readMail(raw: string): {
  headers: Map<string, string>;
  type: string;
  text: string;
  html: string | null;
} {
  const message = parseMime(raw);
  const leaves = message.parts.length > 0 ? message.parts : [message];
  const text = leaves.find((p) => p.type === "text/plain");
  if (!text) throw new Error(`No text/plain part in a ${message.type} mail`);
  return {
    headers: message.headers,
    type: message.type,
    text: text.body,
    html: leaves.find((p) => p.type === "text/html")?.body ?? null,
  };
}
