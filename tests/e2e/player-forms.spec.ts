/**
 * The player's forms check what was typed with the server's own rules before sending (decision
 * 0066): a missing name or a number that is no phone number says so, translated, on its field, and
 * nothing goes to the server until it is right. The check's schema loads with the first submit.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createGroup, hydrated } from "./support";

/** The requests of `method` to paths matching `path` the page sends from now on. */
function sent(page: Page, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

test("settings: an empty name and a number that is no phone number are refused on their fields, unsent", async ({
  page,
  login,
}) => {
  await login("Fern");
  await page.goto("/account/settings");
  await hydrated(page);

  const profile = page.getByRole("region", { name: "Profile" });
  const updates = sent(page, "POST", /\/api\/auth\/update-user$/);
  const name = profile.getByLabel(/^Display name/);
  await name.fill("   ");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("This field is required.");
  await expect(name).toBeFocused();
  await name.fill("Fern B");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  expect(updates).toHaveLength(1);

  const phone = page.getByRole("region", { name: "Phone" });
  const factors = sent(page, "POST", /\/api\/account\/factors$/);
  const number = phone.getByLabel("Phone number");
  await number.fill("12345");
  await phone.getByRole("button", { name: "Send code" }).click();
  await expect(number).toHaveAccessibleDescription(
    "This is not a phone number in international form, like +49 151 12345678.",
  );
  await expect(number).toHaveAttribute("aria-invalid", "true");
  expect(factors).toEqual([]);
});

test("a group's settings emptied of its name say so on the field, unsent", async ({ page, login }) => {
  await login("Gus");
  const { groupId } = await createGroup(page, { name: "Gus's Group" });
  await page.goto(`/demo-cup/${groupId}`);
  await hydrated(page);
  const updates = sent(page, "POST", /\/api\/game\/settings-update$/);
  const settingsName = page.getByLabel(/^Group name/);
  await settingsName.fill("");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(settingsName).toHaveAccessibleDescription("This field is required.");
  expect(updates).toEqual([]);
  await settingsName.fill("Gus's Table");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gus's Table");
  expect(updates).toHaveLength(1);
});
