// Looks at a page as a visitor would: node scripts/screenshot.mjs /path out.png [width] [light|dark] [en|sv]
// Needs the build served on PORT (default 3000). FULL=1 takes the whole page.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const [, , path = "/", out = "screenshot.png", width = "1440", theme = "light", lng = "en"] = process.argv;
const port = process.env.PORT ?? "3000";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && console.log(m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror", e.message));
await page.addInitScript(
  ([t, l]) => {
    localStorage.setItem("theme", t);
    localStorage.setItem("i18nextLng", l);
  },
  [theme, lng],
);
await page.goto(`http://localhost:${port}${path}`);
await page.waitForSelector("html[data-hydrated]", { timeout: 15000 });
await page.waitForTimeout(Number(process.env.WAIT ?? 400));
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
await browser.close();
console.log(`wrote ${out}`);
