import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const cookie = readFileSync("/tmp/lh/member-cookie.txt", "utf8").trim().split(";").filter(Boolean).map((c) => {
  const [name, ...v] = c.trim().split("=");
  return { name, value: v.join("="), domain: "localhost", path: "/" };
});
const g = readFileSync("/tmp/lh/gid.txt", "utf8").trim();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const url of ["/", `/demo-cup/${g}`, "/demo-cup/schedule"]) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await ctx.addCookies(cookie);
  const page = await ctx.newPage();
  let rsc = 0, all = 0;
  page.on("request", (r) => { all++; if (r.url().includes("_rsc=")) rsc++; });
  await page.goto("http://localhost:3600" + url, { waitUntil: "load" });
  await page.waitForTimeout(4000);
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(2000);
  console.log(url, "requests", all, "rsc prefetches", rsc);
  await ctx.close();
}
await browser.close();
