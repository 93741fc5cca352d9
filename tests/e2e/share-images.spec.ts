import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Share images (issue 13.6, decision 0037): the page's og:image is our own PNG of 1200×630, in
// the page's language, and a messenger without a session gets no private group's image.

async function meta(page: Page, key: string): Promise<string | null> {
  return page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first().getAttribute("content");
}

/** The og:image of the open page, after checking its size, alt and large Twitter card. */
async function ogImage(page: Page): Promise<string> {
  expect(await meta(page, "og:image:width")).toBe("1200");
  expect(await meta(page, "og:image:height")).toBe("630");
  expect(await meta(page, "og:image:alt")).toBeTruthy();
  expect(await meta(page, "twitter:card")).toBe("summary_large_image");
  const url = new URL((await meta(page, "og:image"))!);
  return `${url.pathname}${url.search}`;
}

/** Checks a PNG's signature and its IHDR size. */
async function expectSharePng(response: APIResponse) {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const bytes = await response.body();
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
  return bytes;
}

test("a tournament's page shares its image in the page's language, public to anyone", async ({ page, playwright }) => {
  const messenger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await page.goto("/demo-cup");
  const english = await ogImage(page);
  expect(english).toBe("/api/tournaments/demo-cup/share.png?lang=en");
  // The page keeps its other Open Graph fields.
  expect(await meta(page, "og:site_name")).toBeTruthy();
  expect(await meta(page, "og:locale")).toBe("en_US");
  await page.goto("/ua/demo-cup");
  const ukrainian = await ogImage(page);
  expect(ukrainian).toBe("/api/tournaments/demo-cup/share.png?lang=uk");
  const a = await messenger.get(english);
  expect(a.headers()["cache-control"]).toMatch(/^public\b/);
  const b = await expectSharePng(await messenger.get(ukrainian));
  expect((await expectSharePng(a)).equals(b)).toBe(false);
  await messenger.dispose();
});

test("a group's invitation link previews the invitation; the group's own image stays with its members", async ({
  page,
  playwright,
  login,
}) => {
  const messenger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await login("Šarūnė");
  const created = await page.request.post("/api/groups", {
    data: { tournament: "demo-cup", name: "Secret Circle", mode: "simple" },
  });
  expect(created.status()).toBe(201);
  const { groupId, invitationCode } = await created.json();

  for (const [prefix, lang] of [
    ["", "en"],
    ["/ua", "uk"],
  ] as const) {
    await page.goto(`${prefix}/demo-cup/${groupId}/join/${invitationCode}`);
    const invitation = await ogImage(page);
    expect(invitation).toBe(`/api/groups/${groupId}/share.png?lang=${lang}&code=${invitationCode}`);
    const preview = await messenger.get(invitation);
    expect(preview.headers()["cache-control"]).toMatch(/^private\b/);
    await expectSharePng(preview);

    await page.goto(`${prefix}/demo-cup/${groupId}`);
    const own = await ogImage(page);
    expect(own).toBe(`/api/groups/${groupId}/share.png?lang=${lang}`);
    await expectSharePng(await page.request.get(own));
    // Without a session or the invitation: nothing of the group.
    const refused = await messenger.get(own);
    expect(refused.status()).toBe(404);
    expect(await refused.text()).not.toContain("Secret Circle");
    expect((await messenger.get(`/api/groups/${groupId}/share.png?lang=${lang}&code=WRONGCODE1`)).status()).toBe(404);
  }
  await messenger.dispose();
});
