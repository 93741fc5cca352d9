/**
 * Issue 10, bugs 1 and 2 (High), walked as a player did: the whole-matchday lock leaves the next
 * matchdays open on the pick sheet, and the predictions hub keeps each group's own lock.
 * Demo Nations Cup: matchday 1 is over, matchday 2 is under way (Netherlands – Italy later
 * today), matchday 3 in three days.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./support";

async function createGroup(page: Page, body: Record<string, unknown>): Promise<{ groupId: string }> {
  const response = await page.request.post("/api/groups", { data: { tournament: "demo-cup", mode: "expert", ...body } });
  expect(response.status()).toBe(201);
  return response.json();
}

test("the whole-matchday lock keeps the next matchday open on the pick sheet", async ({ page, login }) => {
  await login("Mara");
  const group = await createGroup(page, { name: "Whole Days", lockPolicy: { kind: "matchday" } });
  await page.goto(`/demo-cup/${group.groupId}/picks`);
  await hydrated(page);
  // Matchday 2 has started: locked as a whole, so the sheet opens on matchday 3, the first still open.
  await expect(page.getByRole("tab", { selected: true })).toContainText("Matchday 3");
  await expect(page.getByRole("tab", { name: /^Matchday 2/ })).toContainText("locked, 0 points");
  const later = page.getByTestId("pick-game").filter({ hasText: "Ukraine – Germany" });
  await expect(later.getByText("Locked")).toHaveCount(0);
  await later.getByRole("spinbutton", { name: "Ukraine goals" }).fill("1");
  await later.getByRole("spinbutton", { name: "Germany goals" }).fill("0");
  await expect(later.getByRole("spinbutton", { name: "Ukraine goals" })).toHaveValue("1");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 pick saved.")).toBeVisible();
  await expect(later.getByRole("spinbutton", { name: "Germany goals" })).toBeEnabled();
});

test("the predictions hub keeps each group's own lock", async ({ page, login }) => {
  await login("Nico");
  await createGroup(page, { name: "Kickoff Club" });
  await createGroup(page, { name: "Matchday Club", lockPolicy: { kind: "matchday" } });
  await page.goto("/demo-cup/predictions");
  await hydrated(page);
  // Locked in the whole-matchday group, still open in the other one.
  const today = page.getByTestId("pick-game").filter({ hasText: "Netherlands – Italy" });
  await expect(today.getByText("Already locked in Matchday Club; saving here changes your other group only.")).toBeVisible();
  await today.getByRole("spinbutton", { name: "Netherlands goals" }).fill("0");
  await today.getByRole("spinbutton", { name: "Italy goals" }).fill("1");
  // Open in both, on the next matchday's tab (what was typed on this one stays to be saved).
  await page.getByRole("tab", { name: /^Matchday 3/ }).click();
  const later = page.getByTestId("pick-game").filter({ hasText: "Ukraine – Germany" });
  await later.getByRole("spinbutton", { name: "Ukraine goals" }).fill("0");
  await later.getByRole("spinbutton", { name: "Germany goals" }).fill("1");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("3 picks saved.")).toBeVisible();
  await expect(page.getByText(/not saved/)).toHaveCount(0);
});
