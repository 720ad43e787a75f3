// The job page: polls the daemon's JSON API (same origin) and renders with textContent only, so nothing the
// chain or the API says can become markup. Amounts are decimal strings of base units and are formatted as
// strings (no floating point).
"use strict";

const POLL_MS = 1000;
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
  AcceptanceRequired: ["provider", "nonce"], JobAccepted: ["provider", "collateral"], CollateralSettled: ["kept", "slashed"],
  ResultSkipped: ["evaluator", "reason"], DepositReturned: ["to", "amount"],
};
const AMOUNT_KEYS = new Set(["amount", "providerAmount", "clientAmount", "fee", "collateral", "kept", "slashed"]);
const BPS_KEYS = new Set(["score", "releaseBps", "providerBps"]);
const TIME_KEYS = new Set(["challengeDeadline", "deadline"]);
const ACTIONS = ["none", "split_50_50", "return_to_client", "release_to_provider", "hold_for_backup_evaluator"];

let selected = new URLSearchParams(location.hash.slice(1)).get("job");

// units formats a decimal string of base units with `decimals` places: "5000000" -> "5.000000".
function units(text, decimals = DECIMALS) {
  const s = String(text ?? "0");
  if (!/^\d+$/.test(s)) return s;
  const padded = s.padStart(decimals + 1, "0");
  const whole = padded.slice(0, padded.length - decimals);
  return decimals ? whole + "." + padded.slice(padded.length - decimals) : whole;
}
const bps = (v) => units(v, 2); // 8610 -> "86.10"
const short = (a) => (typeof a === "string" && a.length === 42 ? a.slice(0, 6) + "…" + a.slice(-4) : String(a ?? ""));
const shortHash = (h) => (typeof h === "string" && h.length === 66 ? h.slice(0, 10) + "…" + h.slice(-6) : String(h ?? ""));
const iso = (unix) => (unix ? new Date(Number(unix) * 1000).toISOString().replace(".000Z", "Z") : "—");

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}
function stateBadge(state, id) {
  const b = el("span", state, "state");
  b.dataset.state = state;
  if (id) b.id = id;
  return b;
}
function row(cells) {
  const tr = document.createElement("tr");
  for (const c of cells) {
    const td = document.createElement("td");
    if (c instanceof Node) td.appendChild(c);
    else if (c && typeof c === "object") { td.textContent = c.text; if (c.cls) td.className = c.cls; if (c.title) td.title = c.title; }
    else td.textContent = c ?? "";
    tr.appendChild(td);
  }
  return tr;
}

async function getJSON(path) {
  const r = await fetch(path, { cache: "no-store", headers: { Accept: "application/json" } });
  const body = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error((body.error && body.error.message) || r.status + " " + r.statusText);
  return body;
}

function renderList(jobs) {
  const tbody = $("#jobs tbody");
  tbody.replaceChildren(...jobs.map((j) => {
    const tr = row([
      { text: j.id, cls: "num" }, stateBadge(j.status), j.asaState, { text: units(j.budget), cls: "num" },
      { text: short(j.client), cls: "mono", title: j.client }, { text: short(j.provider), cls: "mono", title: j.provider },
      { text: (j.evaluators || []).map(short).join(", ") + (j.quorum > 1 ? ` (k=${j.quorum})` : ""), cls: "mono" },
    ]);
    tr.dataset.job = j.id;
    if (j.id === selected) tr.classList.add("selected");
    tr.addEventListener("click", () => select(j.id));
    return tr;
  }));
  $("#empty").hidden = jobs.length > 0;
}

function argText(key, value) {
  if (AMOUNT_KEYS.has(key)) return units(value);
  if (BPS_KEYS.has(key)) return bps(value);
  if (TIME_KEYS.has(key)) return iso(value);
  if (key === "action") return ACTIONS[Number(value)] ?? String(value);
  if (typeof value === "string" && value.length === 42) return short(value);
  if (typeof value === "string" && value.length === 66) return shortHash(value);
  return String(value);
}
function eventDetails(ev) {
  const args = ev.args || {};
  return (EVENT_KEYS[ev.name] || []).filter((k) => k in args).map((k) => k + "=" + argText(k, args[k])).join(" ");
}

// named shows an address with the ERC-8004 agent id the job's agreement resolved to it, if any.
function named(j, addr) {
  const a = (j.agents || []).find((x) => x.agentId && (x.wallet || "").toLowerCase() === (addr || "").toLowerCase());
  return a ? `${addr}  (ERC-8004 agent ${a.agentId})` : addr;
}

function renderJob(j) {
  $("#detail").hidden = false;
  $("#job-id").textContent = j.id;
  const badge = $("#job-state");
  badge.textContent = j.status;
  badge.dataset.state = j.status;
  $("#job-asa").textContent = "ASA " + j.asaState;
  const now = Date.now() / 1000;
  const facts = [
    ["budget", units(j.budget) + " USDC"], ["client", named(j, j.client)], ["provider", named(j, j.provider)],
    ["evaluators", (j.evaluators || []).map((e) => named(j, e)).join(", ") + ` (quorum ${j.quorum})`],
    ["deliver by", iso(j.expiredAt)],
  ];
  if (j.deliverable) facts.push(["deliverable", "sha256:" + j.deliverable.slice(2) + "  (submitted " + iso(j.submittedAt) + ")"]);
  if (j.score !== undefined && j.score !== null) facts.push(["score", bps(j.score)]);
  if (j.deadline && !["Completed", "Rejected", "Expired"].includes(j.status)) {
    const left = j.deadline - now;
    facts.push(["deadline", iso(j.deadline) + (left > 0 ? `  (in ${Math.floor(left / 3600)} h ${Math.floor((left % 3600) / 60)} m, wall clock)` : "  (passed)")]);
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
  if (vis) {
    facts.push(["visibility", vis.visibility + (vis.withheld && vis.withheld.length
      ? " · withheld from you: " + vis.withheld.join(", ") + " (the agreement keeps them to its parties: sign in as one)"
      : "")]);
  }
  $("#summary").replaceChildren(...facts.flatMap(([k, v]) => [el("dt", k), el("dd", v, k === "budget" || k === "score" ? "" : "mono")]));

  // The market price check: a flag informs both parties, it never blocks the job.
  const pc = j.priceCheck;
  const price = $("#price");
  price.hidden = !pc;
  if (pc) {
    price.textContent = (pc.flagged ? "Price flagged (" + pc.status + " the market): " : "Price check: ") + pc.message;
    price.className = pc.flagged ? "flag" : "hint";
    price.dataset.status = pc.status;
  }

  const p = j.payouts;
  $("#payouts").textContent = p
    ? `provider ${units(p.provider)} USDC · client ${units(p.client)} USDC · evaluator fee ${units(p.fee)} USDC` +
      (p.collateralKept !== undefined
        ? ` · collateral ${units(p.collateralKept)} kept, ${units(p.collateralSlashed)} slashed (totals: provider ${units(p.providerTotal)}, client ${units(p.clientTotal)})`
        : "")
    : "Not settled yet.";
  $("#payouts").className = p ? "" : "hint";

  $("#results tbody").replaceChildren(...(j.results || []).map((r) => row([
    { text: r.id, cls: "mono" }, { text: short(r.evaluator), cls: "mono", title: r.evaluator }, { text: bps(r.score), cls: "num" },
    r.status + (r.reason ? " (" + r.reason + ")" : ""), { text: shortHash(r.relayTx), cls: "mono", title: r.relayTx || "" },
  ])));
  $("#timeline tbody").replaceChildren(...(j.events || []).map((ev) => {
    const tr = row([
      { text: String(ev.block), cls: "num" }, iso(ev.time), ev.name, { text: eventDetails(ev), cls: "mono" },
      { text: shortHash(ev.txHash), cls: "mono", title: ev.txHash },
    ]);
    tr.dataset.event = ev.name;
    return tr;
  }));
}

function select(id) {
  selected = id;
  history.replaceState(null, "", "#job=" + encodeURIComponent(id));
  for (const tr of document.querySelectorAll("#jobs tbody tr")) tr.classList.toggle("selected", tr.dataset.job === id);
  refresh();
}

let busy = false;
async function refresh() {
  if (busy) return;
  busy = true;
  const conn = $("#conn");
  try {
    const list = await getJSON("/v1/jobs?limit=100");
    renderList(list.jobs || []);
    if (selected) renderJob(await getJSON("/v1/jobs/" + encodeURIComponent(selected)));
    conn.dataset.state = "live";
    conn.textContent = "live · updated " + new Date().toLocaleTimeString();
  } catch (e) {
    conn.dataset.state = "error";
    conn.textContent = "cannot reach the daemon: " + e.message + " (retrying)";
  } finally {
    busy = false;
  }
}

window.addEventListener("hashchange", () => {
  const id = new URLSearchParams(location.hash.slice(1)).get("job");
  if (id && id !== selected) select(id);
});
refresh();
setInterval(refresh, POLL_MS);
