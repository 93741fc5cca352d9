import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { acceptCookies, asAdmin } from "./support";

const HOCKEY = readFileSync(path.join(process.cwd(), "src/server/tournaments/import/fixtures/hockey.csv"));

test("an admin uploads a schedule and follows its import to done, then a broken file to its failure, without reloading the page", async ({
  page,
  baseURL,
}) => {
  await asAdmin(page, baseURL!, "/admin");
  await acceptCookies(page);
  // A mark that a reload would wipe: the page follows the run by asking, never by reloading.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  const slug = `hockey-${Date.now().toString(36)}`;
  const importSection = page.getByRole("region", { name: "Import a file" });
  // Native selects (the page is drawn without MUI): a phone shows its own list.
  const formatSelect = importSection.getByRole("combobox", { name: "Format" });
  const csv = await formatSelect.locator("option", { hasText: /^CSV, head-to-head/ }).textContent();
  await formatSelect.selectOption({ label: csv! });
  await importSection.getByRole("textbox", { name: "Tournament address" }).fill(slug);
  await importSection.getByRole("combobox", { name: "Sport" }).selectOption({ label: "Hockey" });
  await importSection
    .locator('input[type="file"]')
    .setInputFiles({ name: "hockey.csv", mimeType: "text/csv", buffer: HOCKEY });
  await importSection.getByRole("button", { name: "Import" }).click();

  // Queued, then taken by the server's job runner and imported: the status says so when it is done.
  const current = importSection.getByTestId("import-current");
  await expect(current).toHaveAttribute("role", "status");
  await expect(current).toContainText(`Imported into ${slug}: 4 new, 0 updated and 0 unchanged games, 3 results.`);
  const recent = importSection.getByRole("region", { name: "Recent imports" });
  const run = recent.getByTestId("import-run").filter({ hasText: `hockey.csv into ${slug}` });
  await expect(run).toContainText("Done");
  // The tournaments list was read again.
  await expect(page.getByRole("region", { name: "Tournaments" })).toContainText(slug);

  // A broken line: the run fails, saying which line, and nothing is created.
  const broken = `${HOCKEY.toString("utf8")}3,2099-10-18T19:00:00-04:00,Oilers,Bruins,2,2,\n`;
  const brokenSlug = `${slug}-broken`;
  await importSection.getByRole("textbox", { name: "Tournament address" }).fill(brokenSlug);
  await importSection
    .locator('input[type="file"]')
    .setInputFiles({ name: "broken.csv", mimeType: "text/csv", buffer: Buffer.from(broken) });
  await importSection.getByRole("button", { name: "Import" }).click();
  await expect(current.getByText("Failed")).toBeVisible();
  await expect(current.getByRole("alert")).toContainText("The file was not imported: line 6:");
  await expect(recent.getByTestId("import-run").filter({ hasText: `broken.csv into ${brokenSlug}` })).toContainText(
    "Failed",
  );
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // The Background jobs page lists both runs with their outcome.
  await page.getByRole("link", { name: "Background jobs" }).click();
  const listed = page.getByRole("region", { name: "Recent imports" });
  await expect(listed.getByTestId("import-run").filter({ hasText: `hockey.csv into ${slug}` })).toContainText(
    "Imported into",
  );
  await expect(listed.getByTestId("import-run").filter({ hasText: `broken.csv into ${brokenSlug}` })).toContainText(
    "line 6",
  );
  await expect(page.getByRole("region", { name: "Tournament imports (uploads and command line)" })).toBeVisible();
});
