/**
 * Avatars on S3-compatible storage: a local stand-in for the storage service (third-party HTTP is
 * faked at the network edge) keeps objects in memory and checks each request is signed.
 */
import { createServer, type Server } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { lastMailTo, linkIn } from "../support/mailbox";

let handle: DbHandle;
let server: Server;
const objects = new Map<string, { body: Buffer; type: string }>();
const unsigned: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const auth = req.headers.authorization ?? "";
      if (
        !/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(
          auth,
        )
      ) {
        unsigned.push(`${req.method} ${req.url}`);
        res.writeHead(403).end();
        return;
      }
      const key = req.url!;
      if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers["content-type"]) });
        res.writeHead(200).end();
      } else if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) res.writeHead(404).end();
        else res.writeHead(200, { "content-type": object.type }).end(object.body);
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  Object.assign(process.env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: "callit-files",
    S3_REGION: "eu-test-1",
    S3_ACCESS_KEY_ID: "test-key",
    S3_SECRET_ACCESS_KEY: "test-secret",
  });
  resetEnvForTests();
  handle = await createTestDb();
});

afterAll(async () => {
  for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])
    delete process.env[name];
  resetEnvForTests();
  await handle?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function player() {
  const client = new TestClient();
  const email = `s3-${Date.now()}@example.com`;
  await client.post("/api/auth/sign-up/email", {
    email,
    password: "green-pitch-42",
    name: "Sam",
    acceptTerms: true,
    acceptPrivacy: true,
  });
  await client.follow(linkIn((await lastMailTo(handle, email, "verifyEmail")).text));
  return client;
}

describe("avatars on S3-compatible storage", () => {
  it("stores the 200×200 webp in the bucket, serves it back, and removes the old one", async () => {
    const client = await player();
    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    form.set("avatar", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const { image } = await json<{ image: string }>(await client.request("POST", "/api/account/avatar", form));
    const key = image.replace("/api/storage/avatars/", "");
    const stored = objects.get(`/callit-files/avatars/${key}`);
    expect(stored?.type).toBe("image/webp");
    expect(await sharp(stored!.body).metadata()).toMatchObject({ width: 200, height: 200, format: "webp" });

    const served = await client.get(image);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("max-age=3600");

    await client.request("DELETE", "/api/account/avatar");
    expect(objects.has(`/callit-files/avatars/${key}`)).toBe(false);
    expect((await client.get(image)).status).toBe(404);
    expect(unsigned).toEqual([]);
  });
});
