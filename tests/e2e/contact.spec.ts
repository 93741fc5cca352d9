import { expect, test } from "./fixtures";
import { hydrated } from "./support";

test("the contact form shows a field error in place, then sends", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.getByLabel("Your name").fill("Ana Lima");
  await page.getByLabel("Your e-mail").fill("ana-at-example");
  await page.getByLabel("Message").fill("Could you add the Copa América?");
  await page.getByRole("button", { name: "Send message" }).click();

  const email = page.getByLabel("Your e-mail");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill("ana@example.com");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Thank you! Your message has been sent. We will reply to ana@example.com.",
  );
});

test("an error found by the server lands on its field, translated", async ({ page }) => {
  await page.goto("/de/contact");
  await hydrated(page);
  // The browser accepts 5 000 characters at most too; the server checks the limit again and answers on the field.
  await page.locator("input[name=name]").fill("Ana");
  await page.locator("input[name=email]").fill("ana@example.com");
  await page.locator("textarea[name=message]").fill("Zu kurz");
  await page.locator("form button[type=submit]").click();
  const message = page.locator("textarea[name=message]");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/10/)).toBeVisible();
});

test("a signed-in player finds their name and address filled in, and keeps them for another message", async ({
  page,
  login,
}) => {
  const me = await login("Nadia");
  await page.goto("/contact");
  await hydrated(page);
  await expect(page.getByLabel("Your name")).toHaveValue("Nadia");
  await expect(page.getByLabel("Your e-mail")).toHaveValue(me.email);
  await page.getByLabel("Message").fill("The joker should be allowed twice in the final round.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toContainText(`We will reply to ${me.email}.`);
  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("Your name")).toHaveValue("Nadia");
  await expect(page.getByLabel("Message")).toHaveValue("");
  // The button went with the note: the focus is on the first field left to fill, not lost to the page.
  await expect(page.getByLabel("Subject")).toBeFocused();
});
