/**
 * The admin's forms check their fields with the shared schemas before anything is sent (issue 16,
 * decision 0066): an empty or malformed field says what is wrong under itself, in the page's
 * language, and the server is not asked.
 */
import { expect, test } from "./fixtures";
import { acceptCookies, asAdmin, pageApi as api } from "./support";

test("an admin's empty or malformed fields are refused under the field, translated, before anything is sent", async ({
  page,
  baseURL,
}) => {
  await asAdmin(page, baseURL!, "/admin");
  await acceptCookies(page);
  const sent: string[] = [];
  page.on("request", (r) => r.method() !== "GET" && r.url().includes("/api/admin/") && sent.push(r.url()));

  // Single sign-on: nothing typed yet.
  const sso = page.getByRole("form", { name: "New identity provider" });
  await sso.getByRole("button", { name: "Register" }).click();
  await expect(sso.getByLabel(/^Organisation's name/)).toHaveAccessibleDescription("This field is required.");
  await expect(sso.getByLabel(/^E-mail domains/)).toHaveAccessibleDescription("This field is required.");
  await sso.getByLabel(/^E-mail domains/).fill("acme.example, not a domain");
  await sso.getByRole("button", { name: "Register" }).click();
  await expect(sso.getByLabel(/^E-mail domains/)).toHaveAccessibleDescription("Please check this field.");

  // Sites: a host that is no host.
  const site = page.getByRole("form", { name: "New site" });
  await site.getByLabel(/^Host/).fill("not a host");
  await site.getByLabel(/^Site name/).fill("Kickoff Club");
  await site.getByRole("button", { name: "Save the site" }).click();
  await expect(site.getByLabel(/^Host/)).toHaveAccessibleDescription("Please check this field.");

  // Import: no address, no file.
  const upload = page.getByRole("region", { name: "Import a file" });
  await upload.getByRole("button", { name: "Import" }).click();
  await expect(upload.getByRole("textbox", { name: "Tournament address" })).toHaveAccessibleDescription(
    "This field is required.",
  );
  await expect(upload.getByText("This field is required.")).toHaveCount(2);
  expect(sent).toEqual([]);

  // The tournament's screen: a competitor without a name, a question too short.
  const slug = `forms-${Date.now().toString(36)}`;
  await api(page, "POST", "/api/admin/tournaments", { slug, sport: "football", name: "Forms Cup" });
  await page.goto(`/admin/${slug}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  sent.length = 0;
  const teams = page.getByRole("region", { name: "Competitors" });
  await teams.getByRole("button", { name: "Add competitor" }).click();
  await expect(teams.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("This field is required.");
  const bonus = page.getByRole("region", { name: "Bonus questions and answers" });
  await bonus.getByLabel(/^Question/).fill("Hm");
  await bonus.getByRole("button", { name: "Add a question" }).click();
  await expect(bonus.getByLabel(/^Question/)).toHaveAccessibleDescription("Enter at least 3 characters.");
  expect(sent).toEqual([]);
});
