/**
 * Enterprise single sign-on in the browser (decision 0054): an admin registers an organisation's
 * OpenID Connect provider on /admin; a member types the address on the sign-in form, which offers
 * the organisation instead of a password, goes through the provider's (oidc-provider's) own login
 * and consent pages on a local port, and comes back signed in. On a phone and on a desktop.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startOidcProvider, type ProviderPerson } from "../support/oidc-provider";
import { freePort, startServer, type ServerProcess } from "./server-process";
import { axe } from "./support";

// With our service worker (the suite runs without it, decision 0101): the provider's callback is a navigation the worker answers (once).
test.use({ serviceWorkers: "allow" });

const ADMIN = "sso-admin@example.com";
const CLIENT_ID = "callit-e2e";
const CLIENT_SECRET = "e2e-client-secret-0123456789abcdef";

const people = new Map<string, ProviderPerson>();
let server: ServerProcess;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;

function adminPassword(): string {
  const line = readFileSync(path.join(server.dataDir, "admin-passwords.txt"), "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${ADMIN} `));
  return line!.split(" ")[1]!;
}

/** Fails on any console error or uncaught exception of the page. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !/status of 4\d\d/.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

async function hydrated(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test.describe("single sign-on through an organisation's OpenID Connect provider", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(180_000); // a server of its own starts (database, demo data)
    const port = await freePort();
    idp = await startOidcProvider(
      [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`http://localhost:${port}/api/auth/sso/callback/acme`],
        },
      ],
      people,
    );
    server = await startServer(port, { SSO_IDP_ORIGINS: idp.issuer, ADMIN_EMAILS: ADMIN });
  });
  test.afterAll(async () => {
    await server?.stop();
    await idp?.close();
  });

  test("an admin registers the provider on the admin page", async ({ page }) => {
    test.slow(); // a sign-in, the admin page and an axe run: room for a busy machine
    const errors = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/account`);
    await hydrated(page);
    await page.getByLabel(/^E-mail/).fill(ADMIN);
    await page.getByLabel(/^Password/).fill(adminPassword());
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

    await page.goto(`${server.url}/admin`);
    await hydrated(page);
    const section = page.getByRole("region", { name: "Single sign-on" });
    await section.getByLabel(/^Organisation's name/).fill("Acme Corp");
    await section.getByLabel(/^Id/).fill("acme");
    await section.getByLabel(/^E-mail domains/).fill("acme.example");
    await section.getByLabel(/^Issuer URL/).fill(idp.issuer);
    await section.getByLabel(/^Client id/).fill(CLIENT_ID);
    await section.getByLabel(/^Client secret/).fill(CLIENT_SECRET);
    await section.getByRole("button", { name: "Register" }).click();
    const listed = section.getByTestId("sso-providers");
    await expect(listed).toContainText("Acme Corp · OpenID Connect");
    await expect(listed).toContainText(`${server.url}/api/auth/sso/callback/acme`);
    await expect(page.getByText(CLIENT_SECRET)).toHaveCount(0);
    await expect(section.getByRole("switch", { name: "Sign-in through Acme Corp" })).toBeChecked();
    await page.screenshot({ path: "test-results/sso-admin-desktop.png", fullPage: true });
    const results = await axe(page).include("#admin-sso").analyze();
    expect(results.violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const [device, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    test(`a member signs in through the organisation on a ${device}`, async ({ page }) => {
      const errors = watchConsole(page);
      // oidc-provider's own login pages link a web font from Google: no fetch leaves this machine.
      await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) =>
        route.fulfill({ contentType: "text/css", body: "" }),
      );
      await page.setViewportSize(viewport);
      const sub = `sub-${device}`;
      const email = `${device}@acme.example`;
      people.set(sub, { email, email_verified: true, name: `Ana on a ${device}` });

      await page.goto(`${server.url}/account`);
      await hydrated(page);
      await page.getByLabel(/^E-mail/).fill(email);
      // The form sees the domain: no password, the organisation instead.
      const go = page.getByRole("button", { name: "Continue with Acme Corp" });
      await expect(go).toBeVisible();
      await expect(page.getByLabel(/^Password/)).toHaveCount(0);
      await expect(page.getByRole("status")).toContainText("Acme Corp signs you in");
      await page.screenshot({ path: `test-results/sso-sign-in-${device}.png` });
      await go.click();

      // The provider's own pages, on its own port.
      await page.waitForURL(`${idp.issuer}/**`);
      await page.locator('input[name="login"]').fill(sub);
      await page.locator('input[name="password"]').fill("anything");
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(`${idp.issuer}/**`);
      await page.locator('button[type="submit"]').click();

      // Back, signed in: past our callback (its redirect still running), on one of our pages.
      await page.waitForURL((url) => url.origin === server.url && !url.pathname.startsWith("/api/"));
      await hydrated(page);
      await page.goto(`${server.url}/account`);
      await hydrated(page);
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await page.screenshot({ path: `test-results/sso-signed-in-${device}.png` });
      expect(errors).toEqual([]);
    });

    test(`an address outside the organisation's domains is refused on a ${device}`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) =>
        route.fulfill({ contentType: "text/css", body: "" }),
      );
      await page.setViewportSize(viewport);
      // The organisation's provider vouches for an address of another domain (decision 0058, addendum).
      const sub = `sub-outsider-${device}`;
      people.set(sub, { email: `${device}@other.example`, email_verified: true, name: "Not a member" });

      await page.goto(`${server.url}/account`);
      await hydrated(page);
      await page.getByLabel(/^E-mail/).fill(`${device}-outsider@acme.example`);
      await page.getByRole("button", { name: "Continue with Acme Corp" }).click();
      await page.waitForURL(`${idp.issuer}/**`);
      await page.locator('input[name="login"]').fill(sub);
      await page.locator('input[name="password"]').fill("anything");
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(`${idp.issuer}/**`);
      await page.locator('button[type="submit"]').click();

      // Back on the sign-in page, told why, and signed in as nobody.
      await page.waitForURL((url) => url.origin === server.url && url.pathname.endsWith("/account"));
      await hydrated(page);
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "Your organisation's sign-in works only for addresses of its own e-mail domains." }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
      await page.screenshot({ path: `test-results/sso-refused-${device}.png` });
      expect(errors).toEqual([]);
    });
  }
});
