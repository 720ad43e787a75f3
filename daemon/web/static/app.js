// The job page: polls the daemon's JSON API (same origin) and renders with textContent only, so nothing the
// chain or the API says can become markup. Amounts are decimal strings of base units and are formatted as
// strings (no floating point). Deadlines count by the chain's head time, which every answer carries. A party
// signs in with a browser wallet (EIP-1193: eth_requestAccounts, then personal_sign of the daemon's
// Sign-In with Ethereum message); the daemon then serves the job by its visibility to that party.
"use strict";

const POLL_MS = 1000;
const PAGE_SIZE = 25;
const DECIMALS = 6; // USDC
const $ = (sel) => document.querySelector(sel);

// Arguments worth showing per event, as the CLI's timeline shows them.
const EVENT_KEYS = {
  JobFunded: ["amount"], JobSubmitted: ["deliverable"], ResultAccepted: ["evaluator", "score"],
  JobVerified: ["score", "challengeDeadline"], BackupEvaluatorActivated: ["backupEvaluator", "deadline"],
  DeadManTriggered: ["action"], DisputeFiled: ["by", "automatic"], DisputeResolved: ["providerBps"],
  JobSettled: ["releaseBps", "providerAmount", "clientAmount", "fee"], PaymentReleased: ["amount"],
  Refunded: ["amount"], EvaluatorFeePaid: ["evaluator", "amount"], FundedWithAuthorization: ["from"],
  AsaJobCreated: ["quorum"], JobCreated: ["provider"], BudgetSet: ["amount"],
  AcceptanceRequired: ["provider", "nonce"], JobAccepted: ["provider", "nonce", "collateral"], CollateralSettled: ["kept", "slashed"],
  ResultSkipped: ["evaluator", "reason"], DepositReturned: ["to", "amount"],
};
const AMOUNT_KEYS = new Set(["amount", "providerAmount", "clientAmount", "fee", "collateral", "kept", "slashed"]);
// Basis points shown as percentages, under a label that says what they are a share of.
const PERCENT_KEYS = { releaseBps: "release", providerBps: "provider share" };
const TIME_KEYS = new Set(["challengeDeadline", "deadline"]);
const ACTIONS = ["none", "split_50_50", "return_to_client", "release_to_provider", "hold_for_backup_evaluator"];
const SETTLED = ["Completed", "Rejected", "Expired"];

// What the page shows: the selected job, the list's filters and its cursor stack (one entry per page).
const view = { job: null, state: "", party: "", cursors: [""] };
let chain = { id: 0, headTime: 0, explorer: "", ledger: "" };
let viewer = null; // the signed-in address, from the daemon's answer

function readHash() {
  const p = new URLSearchParams(location.hash.slice(1));
  view.job = p.get("job");
  view.state = p.get("state") || "";
  view.party = p.get("party") || "";
}
function writeHash() {
  const p = new URLSearchParams();
  if (view.job) p.set("job", view.job);
  if (view.state) p.set("state", view.state);
  if (view.party) p.set("party", view.party);
  history.replaceState(null, "", "#" + p.toString());
}

// units formats a decimal string of base units with `decimals` places: "5000000" -> "5.000000".
function units(text, decimals = DECIMALS) {
  const s = String(text ?? "0");
  if (!/^\d+$/.test(s)) return s;
  const padded = s.padStart(decimals + 1, "0");
  const whole = padded.slice(0, padded.length - decimals);
  return decimals ? whole + "." + padded.slice(padded.length - decimals) : whole;
}
const points = (v) => units(v, 2); // a score in basis points, as points of 100: 8610 -> "86.10"
const percent = (v) => units(v, 2) + "%"; // basis points as a percentage: 8500 -> "85.00%"
const short = (a) => (typeof a === "string" && a.length === 42 ? a.slice(0, 6) + "…" + a.slice(-4) : String(a ?? ""));
const shortHash = (h) => (typeof h === "string" && h.length === 66 ? h.slice(0, 10) + "…" + h.slice(-6) : String(h ?? ""));
const iso = (unix) => (unix ? new Date(Number(unix) * 1000).toISOString().replace(".000Z", "Z") : "—");

// span says how long seconds is: "1 d 23 h 5 m", "3 h 0 m", "42 s".
function span(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86400), h = Math.floor((s % 86400) / 3600), m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d} d ${h} h ${m} m`;
  if (h > 0) return `${h} h ${m} m`;
  if (m > 0) return `${m} m ${s % 60} s`;
  return `${s} s`;
}
// until is a deadline against the chain's head time: "in 1 d 23 h (chain time)" or "passed 5 m ago".
function until(deadline) {
  if (!deadline) return "";
  if (!chain.headTime) return "chain time unknown";
  const left = Number(deadline) - chain.headTime;
  return left > 0 ? `in ${span(left)}, chain time` : `passed ${span(-left)} ago, chain time`;
}

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}
// link is an explorer link when the chain has an explorer, else plain text.
function link(kind, value, text) {
  // Only hex values (hashes, addresses) go into a link: nothing else from an answer can shape a URL.
  if (!chain.explorer || !/^0x[0-9a-fA-F]+$/.test(String(value || ""))) return el("span", text);
  const a = el("a", text);
  a.href = chain.explorer + "/" + kind + "/" + value;
  a.target = "_blank";
  a.rel = "noopener noreferrer";
  return a;
}
// addr renders an address (shortened unless full), linked to the explorer, with the full address as title
// (the hook for anything shown next to an address).
// agents (from agentLabels) names the identities the job's parties were hired by: the label follows the
// address it resolved to.
function addr(raw, full, agents) {
  // One spelling for every address on the page: the API's (lowercase hex), also for those read from terms.
  const a = String(raw ?? "").toLowerCase();
  const n = link("address", a, full ? a : short(a));
  n.title = a;
  n.classList.add("mono", "addr");
  n.dataset.address = a;
  const label = agents && agents.get(a);
  if (!label) return n;
  const wrap = el("span");
  wrap.append(n, " ", el("span", "(" + label + ")", "agent"));
  return wrap;
}
// agentLabels maps each wallet a job's agreement resolved through an identity system (GET /v1/jobs/{id}
// agents) to what it was named by: "ERC-8004 agent 42", or "A2A card, signed" for a card bound by its
// signature. The wallet is the one of the job's creation, whatever the registry says since.
function agentLabels(list) {
  const m = new Map();
  for (const g of list || []) {
    const w = String(g.wallet || "").toLowerCase();
    if (!w) continue;
    if (g.agentId) m.set(w, "ERC-8004 agent " + g.agentId);
    else if (g.scheme === "a2a") m.set(w, "A2A card" + (g.proof === "card-signature" ? ", signed" : ""));
  }
  return m;
}
function addrList(list, full, agents) {
  const span = el("span");
  (list || []).forEach((a, i) => {
    if (i > 0) span.append(", ");
    span.append(addr(a, full, agents));
  });
  return span;
}
function stateBadge(state) {
  const b = el("span", state, "state");
  b.dataset.state = state;
  return b;
}
function row(cells) {
  const tr = document.createElement("tr");
  for (const c of cells) {
    const td = document.createElement("td");
    if (c instanceof Node) td.appendChild(c);
    else if (c && typeof c === "object") {
      if (c.node) td.appendChild(c.node); else td.textContent = c.text;
      if (c.cls) td.className = c.cls;
      if (c.title) td.title = c.title;
      if (c.span) td.colSpan = c.span;
    } else td.textContent = c ?? "";
    tr.appendChild(td);
  }
  return tr;
}

// nextAction is who must act next on job j and by when, from the escrow's state machine.
function nextAction(j) {
  const acc = j.acceptance || {};
  const passed = (t) => t && chain.headTime && chain.headTime >= Number(t);
  switch (j.status) {
    case "Open": {
      // An Open job's deadline is its fund deadline (an accepting job waits for its provider until then).
      const by = j.deadline || j.expiredAt;
      if (passed(by)) return { who: "anyone", what: "expires the job (its fund deadline passed)", by: 0 };
      const waits = [];
      if (!j.budgetFunded) waits.push("client funds");
      if (acc.required && !acc.accepted) waits.push("provider accepts");
      return { who: waits.length ? waits.join(" / ") : "anyone", what: waits.length ? "" : "starts the job", by };
    }
    case "Funded":
      if (acc.required && !acc.accepted) return { who: "provider", what: "accepts", by: j.expiredAt };
      if (passed(j.expiredAt)) return { who: "anyone", what: "refunds the client (delivery deadline passed)", by: 0 };
      return { who: "provider", what: "delivers", by: j.expiredAt };
    case "Submitted":
      if (passed(j.deadline)) return { who: "anyone", what: "finalizes (evaluators silent: the terms' silence action)", by: 0 };
      return { who: j.backupActive ? "backup evaluator" : "evaluators", what: "post results", by: j.deadline };
    case "Verified":
      if (passed(j.deadline)) return { who: "anyone", what: "finalizes (challenge window closed)", by: 0 };
      return { who: "anyone", what: "finalizes after the challenge window (a party may dispute until then)", by: j.deadline, after: true };
    case "Disputed":
      if (passed(j.deadline)) return { who: "anyone", what: "finalizes (the resolver was silent: the dispute default)", by: 0 };
      return { who: "resolver", what: "decides", by: j.deadline };
  }
  return { who: "nobody", what: "(the job is settled)", by: 0 };
}
function nextText(n) {
  let t = n.who + (n.what ? " " + n.what : "");
  if (n.by) t += (n.after ? " at " : " by ") + iso(n.by) + " (" + until(n.by) + ")";
  return t;
}

async function getJSON(path) {
  const r = await fetch(path, { cache: "no-store", credentials: "same-origin", headers: { Accept: "application/json" } });
  const body = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error((body.error && body.error.message) || r.status + " " + r.statusText);
  return body;
}

function renderChain() {
  const c = $("#chain");
  c.textContent = "chain " + chain.id + (chain.headTime ? " · head " + iso(chain.headTime) : " · head time unknown");
  c.dataset.headTime = String(chain.headTime || "");
}

function renderAccount() {
  const who = $("#who");
  const wallet = typeof window.ethereum !== "undefined" && typeof window.ethereum.request === "function";
  if (viewer) {
    who.replaceChildren("signed in as ", addr(viewer));
    who.dataset.state = "signed-in";
  } else {
    who.textContent = wallet ? "not signed in" : "not signed in (no browser wallet found)";
    who.dataset.state = "anonymous";
  }
  $("#signin").hidden = !!viewer || !wallet;
  $("#signout").hidden = !viewer;
  $("#f-mine").hidden = !viewer;
}

function renderList(list) {
  const jobs = list.jobs || [];
  const tbody = $("#jobs tbody");
  tbody.replaceChildren(...jobs.map((j) => {
    const n = nextAction(j);
    const ev = addrList(j.evaluators);
    if (j.quorum > 1) ev.append(` (k=${j.quorum})`);
    const tr = row([
      { text: j.id, cls: "num" }, stateBadge(j.status), { text: nextText(n), cls: "next-cell" },
      { text: units(j.budget), cls: "num" }, addr(j.client), addr(j.provider), ev,
    ]);
    tr.dataset.job = j.id;
    if (j.id === view.job) tr.classList.add("selected");
    tr.addEventListener("click", (e) => { if (!(e.target instanceof HTMLAnchorElement)) select(j.id); });
    return tr;
  }));
  $("#empty").hidden = jobs.length > 0;
  const page = view.cursors.length;
  $("#newer").disabled = page <= 1;
  $("#older").disabled = !list.nextBefore;
  $("#older").dataset.cursor = list.nextBefore || "";
  $("#page-info").textContent = "page " + page + (jobs.length ? " · jobs " + jobs[0].id + "–" + jobs[jobs.length - 1].id : "");
}

function argText(key, value) {
  if (AMOUNT_KEYS.has(key)) return units(value);
  if (key in PERCENT_KEYS) return percent(value);
  if (key === "score") return points(value);
  if (TIME_KEYS.has(key)) return iso(value);
  if (key === "action") return ACTIONS[Number(value)] ?? String(value);
  if (typeof value === "string" && value.length === 42) return short(value);
  if (typeof value === "string" && value.length === 66) return shortHash(value);
  return String(value);
}
function eventDetails(ev) {
  const args = ev.args || {};
  return (EVENT_KEYS[ev.name] || []).filter((k) => k in args).map((k) => (PERCENT_KEYS[k] || k) + "=" + argText(k, args[k])).join(" ");
}

function renderJob(j) {
  $("#detail").hidden = false;
  $("#job-id").textContent = j.id;
  const badge = $("#job-state");
  badge.textContent = j.status;
  badge.dataset.state = j.status;
  $("#job-asa").textContent = "ASA " + j.asaState;
  const n = nextAction(j);
  const next = $("#next");
  next.textContent = "Next: " + nextText(n);
  next.dataset.who = n.who;

  // Facts: [label, text or node, deadline (unix) when the fact is one].
  const agents = agentLabels(j.agents);
  const evals = addrList(j.evaluators, true, agents);
  evals.append(` (quorum ${j.quorum} of ${(j.evaluators || []).length})`);
  const facts = [
    ["budget", units(j.budget) + " USDC"], ["client", addr(j.client, true, agents)], ["provider", addr(j.provider, true, agents)],
    ["evaluators", evals],
  ];
  let terms = null;
  try { terms = j.terms ? (typeof j.terms === "string" ? JSON.parse(j.terms) : j.terms) : null; } catch { terms = null; }
  const zero = "0x0000000000000000000000000000000000000000";
  if (terms && terms.backupEvaluator && terms.backupEvaluator !== zero) facts.push(["backup evaluator", addr(terms.backupEvaluator, true)]);
  if (terms && terms.resolver && terms.resolver !== zero) facts.push(["resolver", addr(terms.resolver, true)]);
  facts.push(["deliver by", iso(j.expiredAt) + (SETTLED.includes(j.status) || j.deliverable ? "" : "  (" + until(j.expiredAt) + ")"), j.expiredAt]);
  if (j.deliverable) facts.push(["deliverable", "sha256:" + j.deliverable.slice(2) + "  (submitted " + iso(j.submittedAt) + ")"]);
  if (j.score !== undefined && j.score !== null) facts.push(["score", points(j.score) + " of 100"]);
  if (j.deadline && !SETTLED.includes(j.status) && j.deadline !== j.expiredAt) {
    const label = { Submitted: "results due", Verified: "challenge window ends", Disputed: "resolver's deadline" }[j.status] || "deadline";
    facts.push([label, iso(j.deadline) + "  (" + until(j.deadline) + ")", j.deadline]);
  }
  if (j.termsHash) facts.push(["terms", j.termsHash]);
  const acc = j.acceptance;
  if (acc && acc.required) {
    facts.push(["acceptance", (acc.accepted ? "accepted by the provider" : "waiting for the provider") + " (nonce " + acc.nonce + ")"]);
  }
  if (acc && acc.agreementHash) facts.push(["agreement", acc.agreementHash]);
  const col = j.collateral;
  if (col) {
    let text = units(col.required) + " USDC required, " + (col.posted !== "0" ? units(col.posted) + " posted" : "not posted");
    if (j.payouts) text += "; " + units(col.kept) + " kept, " + units(col.slashed) + " slashed";
    facts.push(["collateral", text]);
  }
  const vis = j.visibility;
  if (vis) facts.push(["visibility", vis.visibility + " · you are served as " + vis.audience]);
  $("#summary").replaceChildren(...facts.flatMap(([k, v, deadline]) => {
    const dt = el("dt", k);
    const dd = v instanceof Node ? el("dd") : el("dd", v, k === "budget" || k === "score" ? "" : "mono");
    if (v instanceof Node) dd.appendChild(v);
    dd.dataset.fact = k;
    if (deadline && chain.headTime) dd.dataset.left = String(Number(deadline) - chain.headTime);
    return [dt, dd];
  }));

  // What the agreement keeps to its parties, and how to see it.
  const withheld = $("#withheld");
  const hidden = (vis && vis.withheld) || [];
  withheld.hidden = hidden.length === 0;
  if (hidden.length) {
    const what = hidden.join(", ").replaceAll("_", " ");
    withheld.textContent = viewer
      ? `Withheld from you: ${what}. ${short(viewer)} is not a party of this job, whose agreement (${vis.visibility}) keeps them to its parties.`
      : `Withheld: ${what}. The agreement (${vis.visibility}) keeps them to the job's parties: a party sees them after signing in with its wallet` +
        (typeof window.ethereum !== "undefined" ? " (Sign in with wallet, top right)." : " (no browser wallet found in this browser).");
  }

  // The market price check: a flag informs both parties, it never blocks the job.
  const pc = j.priceCheck;
  const price = $("#price");
  price.hidden = !pc;
  if (pc) {
    price.textContent = (pc.flagged ? "Price flagged (" + pc.status + " the market): " : "Price check: ") + pc.message;
    price.className = pc.flagged ? "flag" : "hint";
    price.dataset.status = pc.status;
  }

  renderJudges(j, terms, agents);

  const p = j.payouts;
  $("#payouts").textContent = p
    ? `provider ${units(p.provider)} USDC · client ${units(p.client)} USDC · evaluator fee ${units(p.fee)} USDC` +
      (p.collateralKept !== undefined
        ? ` · collateral ${units(p.collateralKept)} kept, ${units(p.collateralSlashed)} slashed (totals: provider ${units(p.providerTotal)}, client ${units(p.clientTotal)})`
        : "")
    : "Not settled yet.";
  $("#payouts").className = p ? "" : "hint";

  const resultsHidden = hidden.includes("results");
  $("#results tbody").replaceChildren(...(j.results || []).map((r) => row([
    { text: r.id, cls: "mono" }, addr(r.evaluator), { text: points(r.score), cls: "num" },
    r.status + (r.reason ? " (" + r.reason + ")" : ""),
    { node: link("tx", r.relayTx, shortHash(r.relayTx)), cls: "mono", title: r.relayTx || "" },
  ])));
  if (!(j.results || []).length) {
    $("#results tbody").replaceChildren(row([{ text: resultsHidden ? "kept to the job's parties" : "no results yet", cls: "hint", span: 5 }]));
  }
  $("#timeline tbody").replaceChildren(...(j.events || []).map((ev) => {
    const tr = row([
      { text: String(ev.block), cls: "num" }, iso(ev.time), ev.name, { text: eventDetails(ev), cls: "mono" },
      { node: link("tx", ev.txHash, shortHash(ev.txHash)), cls: "mono", title: ev.txHash },
    ]);
    tr.dataset.event = ev.name;
    return tr;
  }));
  if (!(j.events || []).length) {
    $("#timeline tbody").replaceChildren(row([{ text: hidden.includes("timeline") ? "kept to the job's parties" : "no events yet", cls: "hint", span: 5 }]));
  }
}

// ROLE_NAMES and MODE_TEXT say, for a pool seat, which judge it is and how it chooses.
const ROLE_NAMES = { evaluators: "evaluators", backup_evaluator: "backup evaluator", resolver: "resolver" };
const MODE_TEXT = {
  random: "random draw from the qualified pool",
  mutual: "mutual agreement of the parties (random after the rounds)",
  probation: "probation pick by the canary operator",
};
const ZERO_HASH = "0x" + "0".repeat(64);

// renderJudges shows who judges the job and how they were chosen: the pool's appointments (GET /v1/jobs/{id}
// poolDraws: seat, mode, the appointed evaluators, the draw's seed, the block) when a judge is a pool seat,
// else the judges the agreement named.
function renderJudges(j, terms, agents) {
  const draws = j.poolDraws || [];
  const zero = "0x0000000000000000000000000000000000000000";
  $("#judges-title").textContent = draws.length ? "Evaluators drawn by the pool" : "Evaluators named by the agreement";
  $("#judges-note").textContent = draws.length
    ? "Each seat's policy chose its evaluators on chain (the pool's Assigned event); a random draw's seed is the pool's, neither party's."
    : "The agreement names its judges: the client chose them (a weaker guarantee than a draw from the qualified pool).";
  const rows = [];
  for (const d of draws) {
    const how = el("span");
    how.append((MODE_TEXT[d.mode] || d.mode) + ", seat ", addr(d.seat),
      ` (${d.size} drawn, quorum ${d.policyQuorum}` + (d.rotation ? `, at most ${d.rotation} in a row per provider` : "") + ")");
    const evs = d.drawn ? addrList(d.evaluators, true, agents) : el("span", "not drawn yet", "hint");
    if (d.drawn && !(d.evaluators || []).length) evs.append(el("span", "kept to the job's parties", "hint"));
    const seed = d.drawn ? (d.seed && d.seed !== ZERO_HASH ? d.seed : "none (" + d.mode + " pick)") : "";
    const tr = row([ROLE_NAMES[d.role] || d.role, how, evs, { text: seed, cls: "mono" }, { text: d.drawn ? String(d.block) : "", cls: "num" }]);
    tr.dataset.role = d.role;
    tr.dataset.mode = d.mode;
    tr.dataset.seed = d.seed || "";
    rows.push(tr);
  }
  if (!draws.length) {
    const named = [["evaluators", addrList(j.evaluators, true, agents)]];
    if (terms && terms.backupEvaluator && terms.backupEvaluator !== zero) named.push(["backup evaluator", addr(terms.backupEvaluator, true)]);
    if (terms && terms.resolver && terms.resolver !== zero) named.push(["resolver", addr(terms.resolver, true)]);
    for (const [role, who] of named) {
      const tr = row([role, "named by the agreement", who, "", ""]);
      tr.dataset.role = role;
      rows.push(tr);
    }
  }
  $("#judges tbody").replaceChildren(...rows);
}

function select(id) {
  view.job = id;
  writeHash();
  for (const tr of document.querySelectorAll("#jobs tbody tr")) tr.classList.toggle("selected", tr.dataset.job === id);
  refresh();
}

function listPath() {
  const q = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (view.state) q.set("state", view.state);
  if (view.party) q.set("party", view.party);
  const before = view.cursors[view.cursors.length - 1];
  if (before) q.set("before", before);
  return "/v1/jobs?" + q.toString();
}

// refresh polls the list and the selected job. A refresh asked while one is under way runs right after it
// (a click on the pager or a filter is never lost), and an answer for a list the viewer has since left, or
// one asked before the viewer signed in or out (it was served as the old viewer), is dropped.
let busy = false, again = false;
let session = 0; // counts sign-ins and sign-outs
async function refresh() {
  if (busy) { again = true; return; }
  busy = true;
  const conn = $("#conn");
  try {
    const path = listPath();
    const asked = session;
    const list = await getJSON(path);
    if (path !== listPath() || asked !== session) { again = true; return; }
    chain = Object.assign({ id: 0, headTime: 0, explorer: "", ledger: "" }, list.chain || {});
    viewer = list.viewer || null;
    renderChain();
    renderAccount();
    renderList(list);
    if (chain.ledger && $("#ledger").hidden) refreshLedger(); // the first answer that names a ledger
    if (view.job) {
      const j = await getJSON("/v1/jobs/" + encodeURIComponent(view.job));
      if (asked !== session) { again = true; return; }
      if (j.chain) { chain = Object.assign(chain, j.chain); renderChain(); }
      renderJob(j);
    }
    conn.dataset.state = "live";
    conn.textContent = "live · updated " + new Date().toLocaleTimeString();
  } catch (e) {
    conn.dataset.state = "error";
    conn.textContent = "cannot reach the daemon: " + e.message + " (retrying)";
  } finally {
    busy = false;
    if (again) { again = false; refresh(); }
  }
}

// The netted ledger the daemon operates, when it operates one (the job list's chain.ledger names it; its data
// is under GET /v1/ledger): the latest epochs and one account's leaf at the latest final and the latest
// epoch, as the operator serves them.
const LEDGER_POLL_MS = 5000;
const LEDGER_EPOCHS = 8;
const LEDGER_JOBS = 10;
const ledgerView = { account: "" }; // the account asked for; empty: the signed-in viewer's
let ledgerBusy = false;
async function refreshLedger() {
  if (ledgerBusy) return;
  $("#ledger").hidden = !chain.ledger;
  if (!chain.ledger) return;
  ledgerBusy = true;
  try {
    const info = await getJSON("/v1/ledger");
    renderLedgerInfo(info);
    const numbers = [];
    for (let n = Number(info.latest); n >= 1 && numbers.length < LEDGER_EPOCHS; n--) numbers.push(n);
    const epochs = await Promise.all(numbers.map((n) => getJSON("/v1/ledger/epochs/" + n).catch(() => null)));
    const shown = epochs.filter(Boolean);
    renderEpochs(shown);
    const count = shown.length ? Number((shown[0].fields && shown[0].fields.jobCount) || 0) : 0;
    const slots = [];
    for (let s = count - 1; s >= 0 && slots.length < LEDGER_JOBS; s--) slots.push(s);
    const jobs = await Promise.all(slots.map((s) => getJSON("/v1/ledger/jobs/" + s).catch(() => null)));
    renderLedgerJobs(jobs.filter(Boolean));
    await renderBalance(info);
  } catch (e) {
    $("#ledger-summary").replaceChildren(el("dt", "operator"), el("dd", "cannot read the ledger: " + e.message + " (retrying)", "bad"));
  } finally {
    ledgerBusy = false;
  }
}
function renderLedgerInfo(info) {
  $("#ledger-addr").replaceChildren(addr(info.ledger, true));
  const dl = $("#ledger-summary");
  const item = (k, v) => [el("dt", k), v instanceof Node ? wrapDD(v) : el("dd", v)];
  dl.replaceChildren(
    ...item("operator", addr(info.operator, true)),
    ...item("latest epoch", String(info.latest || "none yet")),
    ...item("final epoch", String(info.final || "none yet") + (info.final ? "" : " (an epoch is final once its challenge window passed unchallenged)")),
    ...item("pending messages", String(info.pending ?? 0) + " signed messages wait for the next epoch"),
  );
  dl.dataset.latest = String(info.latest || 0);
  dl.dataset.final = String(info.final || 0);
}
function wrapDD(node) {
  const dd = el("dd");
  dd.appendChild(node);
  return dd;
}
function renderEpochs(epochs) {
  $("#epochs tbody").replaceChildren(...epochs.map((e) => {
    const tx = e.postedTx ? link("tx", e.postedTx, shortHash(e.postedTx)) : el("span", "—");
    tx.classList.add("mono");
    const root = el("span", shortHash(e.stateRoot), "mono");
    root.title = e.stateRoot;
    const tr = row([{ text: String(e.number), cls: "num" }, stateBadge(e.status), iso(e.cutoff), { text: String(e.count), cls: "num" },
      { text: String((e.fields && e.fields.jobCount) ?? 0), cls: "num" }, root, tx]);
    tr.dataset.epoch = String(e.number);
    tr.dataset.status = e.status;
    return tr;
  }));
}
// renderLedgerJobs shows the latest netted jobs: an open job's parties and budget come from its voucher (the
// operator keeps the vouchers of open jobs); a closed one shows its leaf only.
function renderLedgerJobs(jobs) {
  $("#ljobs-empty").hidden = jobs.length > 0;
  $("#ljobs tbody").replaceChildren(...jobs.map((j) => {
    const v = j.voucher;
    const deliverable = j.deliverable ? el("span", shortHash(j.deliverable), "mono") : el("span", "—");
    if (j.deliverable) deliverable.title = j.deliverable;
    const ev = v ? addrList(v.evaluators) : el("span", "—");
    if (v && v.quorum > 1) ev.append(` (k=${v.quorum})`);
    const tr = row([{ text: String(j.slot), cls: "num" }, stateBadge(j.status), v ? addr(v.client) : "—", v ? addr(v.provider) : "—", ev,
      { text: v ? units(v.budget) : "—", cls: "num" }, { text: v ? String(v.results) : "—", cls: "num" }, deliverable]);
    tr.dataset.slot = String(j.slot);
    tr.dataset.status = j.status;
    tr.title = "job " + j.jobId + " at epoch " + j.epoch;
    return tr;
  }));
}

// renderBalance shows the account asked for (or the viewer's) at the latest final epoch and at the latest.
async function renderBalance(info) {
  const account = ledgerView.account || viewer || "";
  const none = $("#l-none"), table = $("#balance");
  if (!account) {
    none.hidden = false;
    none.textContent = "Give an account, or sign in to see your own.";
    table.hidden = true;
    return;
  }
  const at = [];
  if (info.final) at.push(Number(info.final));
  if (info.latest && Number(info.latest) !== Number(info.final)) at.push(Number(info.latest));
  const leaves = [];
  for (const n of at) {
    try {
      leaves.push(await getJSON("/v1/ledger/accounts/" + encodeURIComponent(account) + "?epoch=" + n));
    } catch (e) {
      none.hidden = false;
      none.textContent = account + ": " + e.message + " (an account registers with its first deposit; the operator counts it in its next epoch)";
      table.hidden = true;
      return;
    }
  }
  if (!leaves.length) {
    none.hidden = false;
    none.textContent = "No epoch yet: balances show once the operator posts its first epoch.";
    table.hidden = true;
    return;
  }
  none.hidden = true;
  table.hidden = false;
  table.dataset.account = account.toLowerCase();
  $("#balance tbody").replaceChildren(...leaves.map((a) => {
    const l = a.leaf || {};
    const tr = row([String(a.epoch) + (a.final ? " (final)" : " (latest, not final)"), { text: units(a.balance), cls: "num" },
      { text: units(l.deposits), cls: "num" }, { text: units(l.credited), cls: "num" }, { text: units(l.debited), cls: "num" },
      { text: units(l.withdrawals), cls: "num" }, { text: String(l.nonce ?? "0"), cls: "num" }]);
    tr.dataset.epoch = String(a.epoch);
    tr.dataset.final = String(!!a.final);
    return tr;
  }));
}
function lookUpAccount() {
  const a = $("#l-account").value.trim();
  if (a && !/^0x[0-9a-fA-F]{40}$/.test(a)) {
    $("#l-error").textContent = "account must be a 0x address (40 hex digits)";
    return;
  }
  $("#l-error").textContent = "";
  ledgerView.account = a;
  refreshLedger();
}

// hexUTF8 is the 0x hex of s's UTF-8 bytes (personal_sign's data).
function hexUTF8(s) {
  return "0x" + Array.from(new TextEncoder().encode(s), (b) => b.toString(16).padStart(2, "0")).join("");
}

// signIn asks the wallet for its account, has it sign the daemon's sign-in message and posts it: the
// daemon answers with a session cookie, so every later request of the page is served as that address.
async function signIn() {
  const err = $("#signin-error");
  err.hidden = true;
  const button = $("#signin");
  button.disabled = true;
  try {
    const accounts = await window.ethereum.request({ method: "eth_requestAccounts" });
    if (!Array.isArray(accounts) || !accounts.length) throw new Error("the wallet gave no account");
    const account = String(accounts[0]);
    const nonce = await getJSON("/v1/signin/nonce?address=" + encodeURIComponent(account));
    if (!nonce.message) throw new Error("the daemon sent no sign-in message");
    const signature = await window.ethereum.request({ method: "personal_sign", params: [hexUTF8(nonce.message), account] });
    const r = await fetch("/v1/signin", {
      method: "POST", credentials: "same-origin", cache: "no-store",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ message: nonce.message, signature }),
    });
    const body = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error((body.error && body.error.message) || r.status + " " + r.statusText);
    session++;
    viewer = body.address;
    renderAccount();
    await refresh();
  } catch (e) {
    err.textContent = "Sign-in failed: " + (e && e.message ? e.message : String(e));
    err.hidden = false;
  } finally {
    button.disabled = false;
  }
}

async function signOut() {
  await fetch("/v1/signin", { method: "DELETE", credentials: "same-origin", cache: "no-store" }).catch(() => {});
  session++;
  viewer = null;
  renderAccount();
  refresh();
}

function applyFilters() {
  const party = $("#f-party").value.trim();
  if (party && !/^0x[0-9a-fA-F]{40}$/.test(party)) {
    $("#f-error").textContent = "party must be a 0x address (40 hex digits)";
    return;
  }
  $("#f-error").textContent = "";
  view.state = $("#f-state").value;
  view.party = party;
  view.cursors = [""];
  writeHash();
  refresh();
}

function setup() {
  readHash();
  $("#f-state").value = view.state;
  $("#f-party").value = view.party;
  $("#filters").addEventListener("submit", (e) => { e.preventDefault(); applyFilters(); });
  $("#f-state").addEventListener("change", applyFilters);
  $("#f-party").addEventListener("change", applyFilters);
  $("#f-mine").addEventListener("click", () => { $("#f-party").value = viewer || ""; applyFilters(); });
  $("#f-clear").addEventListener("click", () => { $("#f-state").value = ""; $("#f-party").value = ""; applyFilters(); });
  $("#older").addEventListener("click", () => {
    const c = $("#older").dataset.cursor;
    if (c) { view.cursors.push(c); refresh(); }
  });
  $("#newer").addEventListener("click", () => {
    if (view.cursors.length > 1) { view.cursors.pop(); refresh(); }
  });
  $("#signin").addEventListener("click", signIn);
  $("#signout").addEventListener("click", signOut);
  window.addEventListener("hashchange", () => {
    const before = view.job;
    readHash();
    if (view.job && view.job !== before) select(view.job);
  });
  $("#ledger-lookup").addEventListener("submit", (e) => { e.preventDefault(); lookUpAccount(); });
  renderAccount();
  refresh();
  setInterval(refresh, POLL_MS);
  refreshLedger();
  setInterval(refreshLedger, LEDGER_POLL_MS);
}
setup();
