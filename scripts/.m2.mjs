import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`http://localhost:${process.env.PORT}/`);
  await page.waitForSelector("html[data-hydrated]");
  await page.waitForTimeout(800);
  console.log(width, JSON.stringify(await page.evaluate(() => {
    const out = {};
    for (const el of document.querySelectorAll("main > *, main section[id], footer, header")) out[(el.id || el.tagName) + (el.getAttribute("aria-labelledby") ?? "")] = Math.round(el.getBoundingClientRect().height);
    return out;
  })));
  await page.close();
}
await browser.close();
