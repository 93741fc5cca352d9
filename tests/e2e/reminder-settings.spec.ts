/**
 * Reminders for everybody (issue 15, point 5; decision 0014): a free player is told what they get
 * (one mail per matchday) with no lead time to choose; with Plus the lead time is theirs to pick,
 * kept across visits, and only while reminders are on.
 */
import { expect, test } from "./fixtures";
import { axe, hydrated } from "./support";

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const)
  test(`the reminder lead time is Plus's, chosen and kept, on a ${device}`, async ({ page, login }) => {
    await page.setViewportSize(viewport);
    await login("Rea");
    await page.goto("/account/settings");
    await hydrated(page);
    const reminders = page.getByRole("switch", { name: "E-mail me before my picks lock" });
    await expect(reminders).toBeChecked();
    await expect(page.getByText(/^One mail per matchday, a day before/)).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Remind me before the lock" })).toHaveCount(0);

    // Plus for the Demo Nations Cup, through the sandbox's signed webhook.
    const started = await (
      await page.request.post("/api/billing/init-payment", { data: { tournament: "demo-cup", plan: "plus" } })
    ).json();
    expect(
      (
        await page.request.post(`/api/billing/sandbox/${started.subscriptionId}`, { data: { outcome: "succeeded" } })
      ).status(),
    ).toBe(200);
    await page.reload();
    await hydrated(page);
    await expect(page.getByText(/^On for your Plus tournaments: Demo Nations Cup\./)).toBeVisible();
    const lead = page.getByRole("radiogroup", { name: "Remind me before the lock" });
    await expect(lead.getByRole("radio", { name: "24 hours before" })).toBeChecked();
    await lead.getByRole("radio", { name: "3 hours before" }).check();
    await expect(lead.getByRole("radio", { name: "3 hours before" })).toBeChecked();
    // The choice shows at once; the player reads that it is kept once the server said so.
    await expect(page.getByText("Saved.")).toBeVisible();

    // Kept: the next visit shows the choice, and so does the API.
    await page.reload();
    await hydrated(page);
    await expect(lead.getByRole("radio", { name: "3 hours before" })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(", ")}`)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`reminders-${device}.png`), fullPage: true });

    // Reminders off: nothing to choose until they are on again; the choice stays.
    await reminders.click();
    await expect(reminders).not.toBeChecked();
    await expect(lead.getByRole("radio", { name: "1 hour before" })).toBeDisabled();
    await expect(page.getByText("Saved.")).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(reminders).not.toBeChecked();
    await reminders.click();
    await expect(reminders).toBeChecked();
    await expect(lead.getByRole("radio", { name: "3 hours before" })).toBeChecked();
  });
