// Drives the daemon's job page in headless Chromium (Debian's package, through playwright-core): opens
// the page on job JOB, reports on stdout when the job shows Verified ("SEEN Verified") so the Go test can
// move the chain's clock, waits until the page shows it Completed, checks the timeline and payouts on
// screen, and saves a screenshot. Usage: node job_page.mjs URL JOB SCREENSHOT [SESSION]: with a session
// token the browser carries the daemon's sign-in cookie, as it would after a party signed in.
import { chromium } from "playwright-core";

const [url, job, screenshot, session] = process.argv.slice(2);
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
// The flags this machine needs: no sandbox as root, and no background connections (the network is closed).
const args = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];

const browser = await chromium.launch({ executablePath, headless: true, args });
const failures = [];
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  if (session) await context.addCookies([{ name: "asa_session", value: session, url }]);
  const page = await context.newPage();
  page.on("pageerror", (e) => failures.push("page error: " + e.message));
  page.on("console", (m) => { if (m.type() === "error") failures.push("console error: " + m.text()); });
  page.on("request", (r) => { if (!r.url().startsWith(url)) failures.push("request to another origin: " + r.url()); });
  await page.goto(`${url}/#job=${job}`);
  await page.waitForSelector(`#jobs tbody tr[data-job="${job}"]`, { timeout: 30_000 });
  console.log("LIST " + (await page.textContent(`#jobs tbody tr[data-job="${job}"]`)).replace(/\s+/g, " ").trim());
  await page.waitForSelector('#job-state[data-state="Verified"], #job-state[data-state="Completed"]', { timeout: 60_000 });
  console.log("SEEN Verified");
  await page.waitForSelector('#job-state[data-state="Completed"]', { timeout: 90_000 });
  await page.waitForSelector('#timeline tr[data-event="JobSettled"]', { timeout: 30_000 });
  // The list refreshes on its own timer: give it the time to show the settled state too.
  await page.waitForFunction((j) => {
    const row = document.querySelector(`#jobs tbody tr[data-job="${j}"]`);
    return row !== null && row.textContent.includes("Completed");
  }, job, { timeout: 30_000 }).catch(() => {});
  const seen = {
    state: await page.textContent("#job-state"),
    payouts: await page.textContent("#payouts"),
    events: await page.$$eval("#timeline tbody tr", (rows) => rows.map((r) => r.dataset.event)),
    settled: (await page.textContent('#timeline tr[data-event="JobSettled"]')).replace(/\s+/g, " ").trim(),
    results: await page.$$eval("#results tbody tr", (rows) => rows.map((r) => r.textContent.replace(/\s+/g, " ").trim())),
    listRow: (await page.textContent(`#jobs tbody tr[data-job="${job}"]`)).replace(/\s+/g, " ").trim(),
    price: (await page.textContent("#price")).trim(),
    summary: (await page.textContent("#summary")).replace(/\s+/g, " ").trim(),
  };
  await page.screenshot({ path: screenshot, fullPage: true });
  seen.failures = failures;
  console.log("DONE " + JSON.stringify(seen));
} finally {
  await browser.close();
}
