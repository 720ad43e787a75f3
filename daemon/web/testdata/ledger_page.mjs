// Opens the daemon's job page in headless Chromium (Debian's package, through playwright-core) and reads its
// netted-ledger section: the summary, the recent epochs, the recent netted jobs and the balance of ACCOUNT (typed into the lookup),
// then of UNKNOWN (an address with no account) and a malformed address. Prints one line
// "LEDGER {json}" and keeps a screenshot in SHOTS/ledger-page.png. Exits 1 on a page error, a console error
// or a request to another origin.
//
// Usage: CHROMIUM=/usr/bin/chromium node ledger_page.mjs URL ACCOUNT UNKNOWN SHOTS
import { chromium } from "playwright-core";

const [url, account, unknown, shots] = process.argv.slice(2);
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
const args = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];

const browser = await chromium.launch({ executablePath, headless: true, args });
const failures = [];
const text = (n) => (n ? n.textContent.replace(/\s+/g, " ").trim() : "");
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1100 } });
  page.on("pageerror", (e) => failures.push("page error: " + e.message));
  // The lookup of an address with no account is answered 404, which Chromium logs as a failed resource: that
  // one is expected while it is under way, and only that one.
  let expect404 = false;
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    if (expect404 && /status of 404/.test(m.text())) return;
    failures.push("console error: " + m.text());
  });
  page.on("request", (r) => { if (!r.url().startsWith(url)) failures.push("request to another origin: " + r.url()); });
  await page.goto(url + "/ui/");
  await page.waitForFunction(() => !document.querySelector("#ledger").hidden &&
    document.querySelectorAll("#epochs tbody tr").length > 0 && document.querySelectorAll("#ljobs tbody tr").length > 0, null, { timeout: 20000 });
  const before = await page.evaluate(() => document.querySelector("#l-none").textContent);

  await page.fill("#l-account", account);
  await page.click("#ledger-lookup button[type=submit]");
  await page.waitForFunction((a) => document.querySelector("#balance").dataset.account === a.toLowerCase() &&
    !document.querySelector("#balance").hidden, account, { timeout: 20000 });
  const seen = await page.evaluate(() => ({
    heading: document.querySelector("#ledger h2").textContent.replace(/\s+/g, " ").trim(),
    summary: document.querySelector("#ledger-summary").textContent.replace(/\s+/g, " ").trim(),
    epochs: [...document.querySelectorAll("#epochs tbody tr")].map((tr) => ({
      epoch: tr.dataset.epoch, status: tr.dataset.status, cells: [...tr.cells].map((td) => td.textContent.trim()),
    })),
    jobs: [...document.querySelectorAll("#ljobs tbody tr")].map((tr) => ({
      slot: tr.dataset.slot, status: tr.dataset.status, cells: [...tr.cells].map((td) => td.textContent.trim()),
    })),
    balance: [...document.querySelectorAll("#balance tbody tr")].map((tr) => [...tr.cells].map((td) => td.textContent.trim())),
  }));
  await page.screenshot({ path: shots + "/ledger-page.png", fullPage: true });

  expect404 = true;
  await page.fill("#l-account", unknown);
  await page.click("#ledger-lookup button[type=submit]");
  await page.waitForFunction(() => !document.querySelector("#l-none").hidden && document.querySelector("#balance").hidden, null, { timeout: 20000 });
  seen.unknown = await page.evaluate(() => document.querySelector("#l-none").textContent);
  expect404 = false;
  await page.fill("#l-account", "0x1234");
  await page.click("#ledger-lookup button[type=submit]");
  seen.malformed = await page.evaluate(() => document.querySelector("#l-error").textContent);
  seen.anonymous = before;
  console.log("LEDGER " + JSON.stringify(seen));
} finally {
  await browser.close();
}
if (failures.length) {
  console.error(failures.join("\n"));
  process.exit(1);
}
