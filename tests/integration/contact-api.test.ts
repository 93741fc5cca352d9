import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/route";
import type { DbHandle } from "@/db/client";
import { contactMessages, mailOutbox } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { createTestDb, truncateAll } from "../support/db";
import { insertPlayer } from "../factories/players";
import { readMail } from "../support/mime";

let handle: DbHandle;
let address = 0;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());
beforeEach(async () => {
  await truncateAll(handle);
  process.env.ADMIN_EMAILS = "admin@example.com,owner@example.com";
  delete process.env.SMTP_URL;
  resetEnvForTests();
});

const good = { name: "Ana Lima", email: "ana@example.com", subject: "Hello", message: "I love this game, thank you!" };

/** A new client address per request unless one is given, so tests do not share a rate limit. */
function post(body: unknown, headers: Record<string, string> = {}) {
  const request = new Request("http://localhost/api/contact", {
    method: "POST",
    headers: {
      origin: "http://localhost:3000",
      "content-type": "application/json",
      "x-callit-client-address": `192.0.2.${++address % 250}`,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({}) });
}

describe("POST /api/contact", () => {
  it("stores the message, answers 201 with its id and mails it to the admins", async () => {
    const response = await post(good);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await handle.db.select().from(contactMessages);
    expect(stored).toMatchObject({ id, name: "Ana Lima", email: "ana@example.com", subject: "Hello", locale: "en" });
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      kind: "contact",
      to: ["admin@example.com", "owner@example.com"],
      replyTo: "ana@example.com",
      status: "logged",
    });
    expect(mail!.subject).toBe("Contact form: Hello");
    expect(mail!.text).toContain("I love this game, thank you!");
  });

  it("mails each admin in the language of their account", async () => {
    await insertPlayer(handle.db, "owner@example.com", "Olga", { locale: "de" });
    expect((await post(good)).status).toBe(201);
    const mails = await handle.db.select().from(mailOutbox);
    const byRecipient = new Map(mails.map((m) => [m.to.join(","), m]));
    expect([...byRecipient.keys()].sort()).toEqual(["admin@example.com", "owner@example.com"]);
    expect(byRecipient.get("admin@example.com")!.subject).toBe("Contact form: Hello");
    expect(byRecipient.get("owner@example.com")!.subject).toBe("Kontaktformular: Hello");
    expect(byRecipient.get("owner@example.com")!.text).toContain("I love this game, thank you!");
  });

  it("answers a bad field with 400, the field's name and a translated message", async () => {
    const response = await post({ ...good, email: "not-an-email" }, { "x-callit-locale": "de" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: "error.validation.email", formField: "email" });
    expect(body.message).toEqual(expect.any(String));
    expect(body.message).not.toBe("Enter a valid e-mail address.");
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("lists every bad field, with limits as params", async () => {
    const response = await post({ name: "", email: "ana@example.com", message: "short" });
    const body = (await response.json()) as {
      formField: string;
      errors: { field: string; code: string; params?: object }[];
    };
    expect(body.formField).toBe("name");
    expect(body.errors).toEqual([
      { field: "name", code: "error.validation.required" },
      { field: "message", code: "error.validation.tooShort", params: { min: 10 } },
    ]);
  });

  it("refuses a body that is not a JSON object", async () => {
    for (const raw of ["{not json", "[1,2]", '"text"']) {
      const response = await post(raw);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "error.validation.body" });
    }
  });

  it("drops a message whose honeypot is filled, without telling the bot", async () => {
    const response = await post({ ...good, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("limits messages per client address", async () => {
    const from = { "x-callit-client-address": "198.51.100.23" };
    for (let i = 0; i < 5; i++) expect((await post(good, from)).status).toBe(201);
    const limited = await post(good, from);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: "error.rateLimited" });
    expect((await post(good, { "x-callit-client-address": "198.51.100.24" })).status).toBe(201);
    expect(await handle.db.select().from(contactMessages)).toHaveLength(6);
  });

  it("carries a request id in every answer", async () => {
    const response = await post(good, { "x-request-id": "test-request-1" });
    expect(response.headers.get("x-request-id")).toBe("test-request-1");
  });
});

describe("POST /api/contact with an SMTP server", () => {
  let server: SMTPServer;
  const received: { to: string[]; data: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    delete process.env.SMTP_URL;
    resetEnvForTests();
  });

  it("delivers the mail to the admins and marks it sent", async () => {
    const { port } = server.server.address() as { port: number };
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvForTests();
    const response = await post({ ...good, subject: "Through SMTP" });
    expect(response.status).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]!.to.sort()).toEqual(["admin@example.com", "owner@example.com"]);
    expect(received[0]!.data).toContain("Subject: Contact form: Through SMTP");
    const { type, text, html } = readMail(received[0]!.data);
    expect(type).toBe("multipart/alternative");
    expect(text).toContain("I love this game, thank you!");
    expect(html).toContain("I love this game, thank you!");
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ status: "sent" });
    expect(mail!.sentAt).toBeInstanceOf(Date);
  });

  it("escapes what the sender typed in the HTML part: a name with a script tag arrives as text", async () => {
    const { port } = server.server.address() as { port: number };
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvForTests();
    received.length = 0;
    const name = `<script>alert("hi")</script> Ana`;
    const response = await post({
      ...good,
      name,
      subject: "<b>Bold</b> question",
      message: "Look: <img src=x onerror=alert(1)>\n\nThanks!",
    });
    expect(response.status).toBe(201);
    expect(received).toHaveLength(1);
    const { headers, text, html } = readMail(received[0]!.data);
    expect(headers.get("subject")).toBe("Contact form: <b>Bold</b> question");
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; Ana");
    expect(html).toContain("Look: &lt;img src=x onerror=alert(1)&gt;");
    // The plain-text part is text: it reads as typed.
    expect(text).toContain(name);
  });

  it("keeps the message, records the failure and queues the mail again when the SMTP server is down", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetEnvForTests();
    const response = await post(good);
    expect(response.status).toBe(201);
    expect(await handle.db.select().from(contactMessages)).toHaveLength(1);
    const [mail] = await handle.db.select().from(mailOutbox);
    // Sent again later (decision 0015).
    expect(mail).toMatchObject({ status: "queued", attempts: 1 });
    expect(mail!.nextAttemptAt).toBeInstanceOf(Date);
    expect(mail!.error).toBeTruthy();
  });
});
