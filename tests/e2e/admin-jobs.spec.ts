import { expect, test } from "./fixtures";
import { asAdmin } from "./support";

const JOBS = [
  "Reminders before picks lock",
  "Scoring of results",
  "Sending mail (with retries)",
  "Expiring unpaid purchases",
  "Clean-up: rate limits, expired sessions and codes, old runs",
];

test("an admin finds the background jobs the server runs, each with its last run and next run; players get the 404 page", async ({
  page,
  baseURL,
  login,
}) => {
  await asAdmin(page, baseURL!, "/admin");
  await page.getByRole("link", { name: "Background jobs" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Background jobs");
  for (const name of JOBS) {
    // The server's own runner has run each job since it started (decision 0036).
    const job = page.getByRole("region", { name });
    await expect(job).toBeVisible();
    await expect(job.getByText("Last success")).toBeVisible();
    await expect(job.getByText("Never").first()).toBeVisible();
  }
  // Scoring runs every 10 seconds: its next run is shown, and it has not failed.
  await expect(page.getByRole("region", { name: "Scoring of results" })).toContainText(
    /none in a row · 0 of \d+ runs? failed/,
  );

  await page.context().clearCookies();
  await login("Pia");
  expect((await page.goto("/admin/jobs"))?.status()).toBe(404);
});
