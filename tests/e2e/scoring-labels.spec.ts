/**
 * The scoring editor's labels read in full on the narrowest phone: German's run to 70 characters
 * ("Richtig, wer weiterkommt (Unentschieden im K.-o.-Spiel)") and were cut by the floating label's
 * ellipsis. Each label now sits above its field, wrapping, and still names it.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createGroup, hydrated } from "./support";

test.use({ viewport: { width: 320, height: 640 } });

const DEMOS = ["demo-cup", "demo-hockey", "demo-basketball", "demo-f1", "demo-song"];

/** Every label of the editor that is cut, or reaches past the editor or the screen: its text, else none. */
async function clippedLabels(editor: Locator): Promise<string[]> {
  return editor.locator("label").evaluateAll((labels) => {
    const box = labels[0]!.closest("fieldset")!.getBoundingClientRect();
    return labels
      .filter((label) => {
        const rect = label.getBoundingClientRect();
        return (
          label.scrollWidth > label.clientWidth ||
          label.scrollHeight > label.clientHeight ||
          rect.width === 0 ||
          rect.left < box.left ||
          rect.right > box.right ||
          rect.right > document.documentElement.clientWidth
        );
      })
      .map((label) => label.textContent ?? "");
  });
}

/** The texts of the editor's labels, each checked to name its field (a weight's as "Gewicht: Finale"). */
async function namingLabels(page: Page, editor: Locator): Promise<string[]> {
  const labels = await editor
    .locator("label")
    .evaluateAll((all) => all.map((l) => ({ text: l.textContent ?? "", field: l.getAttribute("for") ?? "" })));
  for (const { text, field } of labels) {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(page.locator(`[id="${field}"]`)).toHaveAccessibleName(new RegExp(`^(Gewicht: )?${escaped}$`));
  }
  return labels.map((l) => l.text);
}

test("every scoring field's label reads in full in German on a 320 px phone, and names its field", async ({
  page,
  login,
}) => {
  await login("Greta");
  const seen = new Set<string>();
  for (const slug of DEMOS) {
    await page.goto(`/de/${slug}/new-game`);
    await hydrated(page);
    const editor = page.getByTestId("scoring-editor");
    for (const mode of ["simple", "expert"]) {
      await page.locator("#field-mode").selectOption(mode);
      const weights = editor.locator("details");
      if ((await weights.count()) > 0 && !(await weights.evaluate((d) => (d as HTMLDetailsElement).open)))
        await weights.locator("summary").click();
      await expect(editor.locator("label").first()).toBeVisible();
      expect(await clippedLabels(editor), `${slug} ${mode}`).toEqual([]);
      for (const text of await namingLabels(page, editor)) seen.add(text);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
  }
  // The longest of them all were among those checked.
  expect([...seen]).toEqual(
    expect.arrayContaining([
      "Richtig, wer weiterkommt (Unentschieden im K.-o.-Spiel)",
      "Richtige Art der Entscheidung (Bonus)",
      "Vorsprung höchstens 10 daneben (Bonus)",
      "Richtiger Platz (weniger pro Platz Abweichung)",
      "Alle in genau der richtigen Reihenfolge (Bonus)",
      "Gewertetes Ergebnis",
    ]),
  );

  // The group's settings draw the same editor.
  const { groupId } = await createGroup(page, { name: "Gretas Runde" });
  await page.goto(`/de/demo-cup/${groupId}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Einstellungen ändern" }).click();
  const settings = page.getByTestId("scoring-editor");
  await expect(settings.getByLabel("Richtig, wer weiterkommt (Unentschieden im K.-o.-Spiel)")).toBeVisible();
  // The weights open, as above: a label inside a closed <details> has no box to measure.
  const weights = settings.locator("details");
  if (!(await weights.evaluate((d) => (d as HTMLDetailsElement).open))) await weights.locator("summary").click();
  await expect(settings.getByLabel("1. Spieltag")).toBeVisible();
  expect(await clippedLabels(settings)).toEqual([]);
});
