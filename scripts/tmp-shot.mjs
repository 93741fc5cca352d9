import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const which = process.argv[2] ?? "owner";
const cookie = readFileSync(`/tmp/lh/${which}-cookie.txt`, "utf8").trim().split(";").filter(Boolean).map((c) => {
  const [name, ...v] = c.trim().split("=");
  return { name, value: v.join("="), domain: "localhost", path: "/" };
});
const g = readFileSync("/tmp/lh/gid.txt", "utf8").trim();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const [w, h, scheme] of [[390, 844, "light"], [1280, 800, "dark"]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
  await ctx.addCookies([...cookie, { name: "callit.consent", value: "1", domain: "localhost", path: "/" }]);
  const page = await ctx.newPage();
  await page.goto(`http://localhost:3600/demo-cup/${g}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/shot-${which}-${w}-top.png` });
  await page.screenshot({ path: `/tmp/shot-${which}-${w}-full.png`, fullPage: true });
  const btn = page.getByRole("button", { name: "Change the settings" });
  if (await btn.count()) {
    await btn.click();
    await page.getByLabel(/^Group name/).waitFor();
    await page.waitForTimeout(500);
    await page.getByRole("region", { name: "Group settings" }).screenshot({ path: `/tmp/shot-${which}-${w}-settings.png` });
  }
  await ctx.close();
}
await browser.close();
