// Drives the daemon's job page in headless Chromium (Debian's package, through playwright-core), as a
// person with a browser wallet would. The page gets an injected EIP-1193 provider (window.ethereum) whose
// accounts and personal_sign are backed by a dev key held on the Node side (viem): the page only ever sees
// the address and the signatures, as with a real wallet.
//
//  1. Anonymous: opens the page on job JOB, reports what an anonymous viewer sees ("ANON {json}") and saves
//     a screenshot (SHOTDIR/job-page-anonymous.png).
//  2. Signs in with the page's button (eth_requestAccounts, personal_sign of the daemon's message, POST
//     /v1/signin) and reports the party's view ("SIGNED {json}"): the Go test then delivers and posts a result.
//  3. Reports "SEEN Verified" so that the Go test moves the chain's clock, waits for Completed, checks the
//     timeline and payouts and saves SHOTDIR/job-page.png ("DONE {json}").
//
// Usage: DEV_KEY=0x... node job_page.mjs URL JOB SHOTDIR CHAINID
import { chromium } from "playwright-core";
import { privateKeyToAccount } from "viem/accounts";

const [url, job, shotDir, chainId] = process.argv.slice(2);
const account = privateKeyToAccount(process.env.DEV_KEY);
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
// The flags this machine needs: no sandbox as root, and no background connections (the network is closed).
const args = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];

const text = async (page, sel) => ((await page.textContent(sel)) || "").replace(/\s+/g, " ").trim();

const browser = await chromium.launch({ executablePath, headless: true, args });
const failures = [];
const walletCalls = [];
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  // The wallet: what a browser extension answers, for one account. Addresses go out in lowercase, as
  // many wallets give them.
  await context.exposeBinding("__devWallet", async (_source, method, params) => {
    walletCalls.push(method);
    switch (method) {
      case "eth_requestAccounts":
      case "eth_accounts":
        return [account.address.toLowerCase()];
      case "eth_chainId":
        return "0x" + Number(chainId).toString(16);
      case "personal_sign": {
        const [data, from] = params;
        if (String(from).toLowerCase() !== account.address.toLowerCase()) throw new Error("personal_sign for another account: " + from);
        return account.signMessage({ message: { raw: data } });
      }
    }
    throw new Error("the dev wallet does not support " + method);
  });
  await context.addInitScript(() => {
    window.ethereum = {
      isDevWallet: true,
      request: ({ method, params }) => window.__devWallet(method, params || []),
      on() {}, removeListener() {},
    };
  });
  const page = await context.newPage();
  page.on("pageerror", (e) => failures.push("page error: " + e.message));
  page.on("console", (m) => { if (m.type() === "error") failures.push("console error: " + m.text()); });
  page.on("request", (r) => { if (!r.url().startsWith(url)) failures.push("request to another origin: " + r.url()); });
  const row = `#jobs tbody tr[data-job="${job}"]`;

  // 1. Anonymous.
  await page.goto(`${url}/#job=${job}`);
  await page.waitForSelector(row, { timeout: 30_000 });
  await page.waitForSelector('#job-state[data-state="Funded"]', { timeout: 30_000 });
  await page.waitForSelector('#summary dd[data-fact="deliver by"][data-left]', { timeout: 30_000 });
  const anonShot = shotDir + "/job-page-anonymous.png";
  await page.screenshot({ path: anonShot, fullPage: true });
  const anon = {
    listRow: await text(page, row),
    summary: await text(page, "#summary"),
    evaluators: await text(page, '#summary dd[data-fact="evaluators"]'),
    deliverBy: await text(page, '#summary dd[data-fact="deliver by"]'),
    left: Number(await page.getAttribute('#summary dd[data-fact="deliver by"]', "data-left")),
    headTime: Number(await page.getAttribute("#chain", "data-head-time")),
    next: await text(page, "#next"),
    who: await text(page, "#who"),
    withheld: await text(page, "#withheld"),
    results: await text(page, "#results tbody"),
    events: await page.$$eval("#timeline tbody tr[data-event]", (rows) => rows.map((r) => r.dataset.event)),
    signInShown: await page.isVisible("#signin"),
    bodyText: (await page.textContent("main")).replace(/\s+/g, " ").length,
    screenshot: anonShot,
  };
  console.log("ANON " + JSON.stringify(anon));

  // 2. Sign in with the wallet, from the page, while one of the page's list polls is in flight: that poll
  // was asked as nobody and is answered (held here) only after the sign-in went through. Its stale answer
  // must not sign the page back out.
  let releasePoll;
  let holding = true;
  const pollHeld = new Promise((resolve) => {
    page.route("**/v1/jobs?*", async (route) => {
      if (!holding) return route.continue();
      holding = false;
      const response = await route.fetch(); // answered now, to nobody
      resolve();
      await new Promise((r) => { releasePoll = r; });
      await route.fulfill({ response }); // delivered to the page after the sign-in
    });
  });
  await pollHeld;
  // Every state #who goes through from here on, to the SIGNED report: once signed in, never anonymous again.
  await page.evaluate(() => {
    window.__whoStates = [];
    const who = document.querySelector("#who");
    new MutationObserver(() => window.__whoStates.push(who.dataset.state)).observe(who, { attributes: true, attributeFilter: ["data-state"] });
  });
  const signedIn = page.waitForResponse((r) => r.url().endsWith("/v1/signin") && r.request().method() === "POST", { timeout: 30_000 });
  await page.click("#signin");
  await signedIn;
  await page.waitForSelector('#who[data-state="signed-in"]', { timeout: 30_000 });
  const staleAnswered = page.waitForResponse((r) => r.url().includes("/v1/jobs?"), { timeout: 30_000 });
  releasePoll();
  await staleAnswered;
  // The party's timeline shows: the page has rendered an answer served to the party, and says so.
  await page.waitForSelector('#timeline tr[data-event="JobFunded"]', { timeout: 30_000 });
  const signed = {
    who: await text(page, "#who"),
    events: await page.$$eval("#timeline tbody tr[data-event]", (rows) => rows.map((r) => r.dataset.event)),
    withheldShown: await page.isVisible("#withheld"),
    summary: await text(page, "#summary"),
    signInError: await page.isVisible("#signin-error") ? await text(page, "#signin-error") : "",
    walletCalls,
    whoStates: await page.evaluate(() => window.__whoStates),
  };
  console.log("SIGNED " + JSON.stringify(signed));

  // 3. Follow the job to its settlement.
  await page.waitForSelector('#job-state[data-state="Verified"], #job-state[data-state="Completed"]', { timeout: 60_000 });
  const verifiedNext = await text(page, "#next");
  console.log("SEEN Verified");
  await page.waitForSelector('#job-state[data-state="Completed"]', { timeout: 90_000 });
  await page.waitForSelector('#timeline tr[data-event="JobSettled"]', { timeout: 30_000 });
  // The list refreshes on its own timer: give it the time to show the settled state too.
  await page.waitForFunction((sel) => {
    const r = document.querySelector(sel);
    return r !== null && r.textContent.includes("Completed");
  }, row, { timeout: 30_000 }).catch(() => {});
  // The state filter: Completed keeps the job, Funded leaves it out.
  await page.selectOption("#f-state", "Completed");
  await page.waitForSelector(row, { timeout: 10_000 });
  await page.selectOption("#f-state", "Funded");
  await page.waitForFunction((sel) => document.querySelector(sel) === null, row, { timeout: 10_000 });
  const filteredOut = true;
  await page.selectOption("#f-state", "");
  await page.waitForSelector(row, { timeout: 10_000 });
  // The pager: older jobs on page 2, then back to page 1.
  const ids = () => page.$$eval("#jobs tbody tr[data-job]", (rows) => rows.map((r) => r.dataset.job));
  const pages = [await ids()];
  await page.click("#older");
  await page.waitForFunction(() => document.querySelector("#page-info").textContent.startsWith("page 2"), null, { timeout: 10_000 });
  pages.push(await ids());
  await page.click("#newer");
  await page.waitForSelector(row, { timeout: 10_000 });
  pages.push(await ids());
  const seen = {
    pages,
    state: await page.textContent("#job-state"),
    payouts: await page.textContent("#payouts"),
    events: await page.$$eval("#timeline tbody tr", (rows) => rows.map((r) => r.dataset.event)),
    settled: await text(page, '#timeline tr[data-event="JobSettled"]'),
    results: await page.$$eval("#results tbody tr", (rows) => rows.map((r) => r.textContent.replace(/\s+/g, " ").trim())),
    listRow: await text(page, row),
    price: (await page.textContent("#price")).trim(),
    summary: await text(page, "#summary"),
    next: await text(page, "#next"),
    verifiedNext,
    filteredOut,
    txLinks: await page.$$eval("#timeline tbody tr a", (as) => as.map((a) => a.href)),
    clientLink: await page.getAttribute('#summary dd[data-fact="client"] a', "href"),
  };
  await page.screenshot({ path: shotDir + "/job-page.png", fullPage: true });
  seen.failures = failures;
  console.log("DONE " + JSON.stringify(seen));
} finally {
  await browser.close();
}
