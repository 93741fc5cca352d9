/**
 * Push reminders in the browser (decision 0051). Headless Chromium here has no push service: its
 * `PushManager.subscribe` refuses ("Registration failed"), so the first test shows what a player
 * sees then, and when notifications are blocked (Playwright's contexts are incognito, where Chrome
 * offers no Push API at all). A subscription from the local push service
 * (tests/support/push-service.ts) stored through the same API stands in for a real one to show the
 * devices list and its removal; the service worker's own push and click handlers run on a push event.
 */
import { fullChromium } from "./browsers";
import { expect, test } from "./fixtures";
import { LocalPushService } from "../support/push-service";
import { axe, hydrated, pageApi } from "./support";

// With our service worker (the suite runs without it, decision 0101): the worker shows pushed reminders.
test.use({ serviceWorkers: "allow" });

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** What the spec reads in the service worker's global scope (the page's types do not describe it). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: object;
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

let peer: LocalPushService;
test.beforeAll(async () => {
  peer = new LocalPushService();
  await peer.start(Number(process.env.E2E_PUSH_PORT));
});
test.afterAll(async () => peer?.stop());

// The full browser: the headless shell shows no notification, so a pushed reminder could not be read.
test.use({ launchOptions: fullChromium });

// Playwright's contexts are incognito, where Chrome refuses the Push API and says so in the console.
test.use({ allowedConsoleErrors: /does not support the Push API in incognito mode/ });

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("turning push on explains why it cannot be on: no push service, or notifications blocked", async ({
      page,
      context,
      login,
      baseURL,
    }) => {
      await login("Pia");
      await page.goto("/account/settings");
      await hydrated(page);
      const section = page.getByRole("region", { name: "Push reminders" });
      await expect(section.getByText("No device gets push reminders yet.")).toBeVisible();

      // Blocked: the browser's prompt answered no.
      await section.getByRole("button", { name: "Turn on for this device" }).click();
      await expect(section.getByTestId("push-problem")).toHaveText(
        "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
      );

      // Allowed, but this browser reaches no push service.
      await context.grantPermissions(["notifications"], { origin: baseURL });
      await section.getByRole("button", { name: "Turn on for this device" }).click();
      await expect(section.getByTestId("push-problem")).toHaveText(
        "Your browser's push service could not be reached, so push reminders are not on. Try again later.",
      );
      await expect(section.getByText("No device gets push reminders yet.")).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`push-failed-${device}.png`) });
      expect((await axe(page).include("section:has([data-testid=push-problem])").analyze()).violations).toEqual([]);
    });

    test("a device's subscription is listed in settings and removed there; its German page says so", async ({
      page,
      login,
    }) => {
      await login("Rui");
      await page.goto("/de/account/settings");
      await hydrated(page);
      const { publicKey } = (await pageApi(page, "GET", "/api/settings/push", undefined)) as { publicKey: string };
      expect(publicKey).toMatch(/^B[\w-]{86}$/);
      await pageApi(page, "POST", "/api/settings/push", peer.subscribe(publicKey));
      await page.reload();
      await hydrated(page);
      const section = page.getByRole("region", { name: "Push-Erinnerungen" });
      const list = section.getByTestId("push-devices");
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list).toContainText("Chrome · Linux");
      await expect(list).toContainText("Hinzugefügt am");
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`push-devices-${device}.png`) });
      expect((await axe(page).include("section:has([data-testid=push-devices])").analyze()).violations).toEqual([]);

      await section.getByRole("button", { name: "Push-Erinnerungen von Chrome · Linux entfernen" }).click();
      await expect(section.getByText("Noch kein Gerät erhält Push-Erinnerungen.")).toBeVisible();
      expect(
        ((await pageApi(page, "GET", "/api/settings/push", undefined)) as unknown as { devices: unknown[] }).devices,
      ).toEqual([]);
    });
  });
}

test("the service worker shows a pushed reminder and its click opens the pick sheet on this site", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await page.goto("/de");
  await hydrated(page);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const shown = await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const message = {
      title: "2 Spiele schließen bald: deine Tipps fehlen",
      body: "Demo Cup: Deutschland – Spanien",
      // Another site's address in a message still opens this site's page.
      url: "https://elsewhere.example/de/demo-cup/abc/picks?matchday=2",
      tag: "callit-reminder",
      lang: "de",
    };
    scope.dispatchEvent(new scope.PushEvent("push", { data: JSON.stringify(message) }));
    for (let i = 0; i < 50; i++) {
      const [notification] = await scope.registration.getNotifications({ tag: "callit-reminder" });
      if (notification)
        return {
          title: notification.title,
          body: notification.body,
          lang: notification.lang,
          path: (notification.data as { path: string }).path,
        };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  });
  expect(shown).toEqual({
    title: "2 Spiele schließen bald: deine Tipps fehlen",
    body: "Demo Cup: Deutschland – Spanien",
    lang: "de",
    path: "/de/demo-cup/abc/picks?matchday=2",
  });
  // The click: headless Chromium shows no notification to click and opens no window without one,
  // so the worker's clients.openWindow is recorded instead of called.
  const opened = await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const calls: string[] = [];
    Object.defineProperty(scope.clients, "openWindow", { value: async (url: string) => void calls.push(url) });
    const [notification] = await scope.registration.getNotifications({ tag: "callit-reminder" });
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notification! }));
    for (let i = 0; i < 50 && calls.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    return { calls, left: (await scope.registration.getNotifications({ tag: "callit-reminder" })).length };
  });
  expect(opened).toEqual({ calls: [`${new URL(baseURL!).origin}/de/demo-cup/abc/picks?matchday=2`], left: 0 });
});
