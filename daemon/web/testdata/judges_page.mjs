// Opens the daemon's job page on each job in headless Chromium (Debian's package, through playwright-core)
// and prints what its judges section shows, one line per job: "JUDGES {json}" with the section's title and,
// per row, its role, mode and seed attributes and its cells' text. Exits 1 on a page error, a console
// error or a request to another origin.
//
// Usage: CHROMIUM=/usr/bin/chromium node judges_page.mjs URL JOB...
import { chromium } from "playwright-core";

const [url, ...jobs] = process.argv.slice(2);
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
const args = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];

const browser = await chromium.launch({ executablePath, headless: true, args });
const failures = [];
try {
  const page = await browser.newPage();
  page.on("pageerror", (e) => failures.push("page error: " + e.message));
  page.on("console", (m) => { if (m.type() === "error") failures.push("console error: " + m.text()); });
  page.on("request", (r) => { if (!r.url().startsWith(url)) failures.push("request to another origin: " + r.url()); });
  for (const job of jobs) {
    await page.goto(url + "/ui/#job=" + job);
    await page.waitForFunction((id) => document.querySelector("#job-id")?.textContent === id &&
      document.querySelectorAll("#judges tbody tr[data-role]").length > 0, job, { timeout: 15000 });
    const seen = await page.evaluate(() => ({
      job: document.querySelector("#job-id").textContent,
      title: document.querySelector("#judges-title").textContent,
      rows: [...document.querySelectorAll("#judges tbody tr")].map((tr) => ({
        role: tr.dataset.role || "", mode: tr.dataset.mode || "", seed: tr.dataset.seed || "",
        cells: [...tr.cells].map((td) => td.textContent.replace(/\s+/g, " ").trim()),
      })),
    }));
    console.log("JUDGES " + JSON.stringify(seen));
  }
} finally {
  await browser.close();
}
if (failures.length) {
  console.error(failures.join("\n"));
  process.exit(1);
}
