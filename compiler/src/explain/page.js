// wendc explorer: renders the data wendc --explain embedded in this page.
// One stage is rendered at a time; the line marks are recomputed on each
// render, so a source line marked once is marked in every stage shown.
"use strict";
(function () {
  const D = JSON.parse(document.getElementById("wendc-data").textContent);
  const state = { stage: 0, fn: "", view: "code", line: 0, changes: true, allRemarks: false };
  const $ = (id) => document.getElementById(id);

  function esc(s) {
    return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }

  // Per text index, computed when first needed.
  function cachedPerText(compute) {
    const cache = new Map();
    return (t) => {
      if (!cache.has(t)) cache.set(t, compute(t));
      return cache.get(t);
    };
  }

  // A text's lines: stored whole, or as edits of an earlier text (a
  // number n > 0 keeps n lines, n < 0 drops -n, a string adds a line).
  const bodyOf = cachedPerText((t) => {
    const text = D.texts[t];
    if (text.body !== undefined) {
      const lines = text.body.split("\n");
      if (lines[lines.length - 1] === "") lines.pop();
      return lines;
    }
    const old = bodyOf(text.base);
    const lines = [];
    let at = 0;
    for (const e of text.edits) {
      if (typeof e === "string") lines.push(e);
      else if (e > 0) { for (let k = 0; k < e; k++) lines.push(old[at + k]); at += e; }
      else at -= e;
    }
    return lines;
  });

  // A text's source line per line, from its runs [line, count, ...].
  const linesOf = cachedPerText((t) => {
    const out = [];
    const runs = D.texts[t].lines;
    for (let k = 0; k < runs.length; k += 2) for (let n = 0; n < runs[k + 1]; n++) out.push(runs[k]);
    return out;
  });

  // Per text: how many of its lines come from each source line.
  const countsOf = cachedPerText((t) => {
    const counts = new Map();
    const runs = D.texts[t].lines;
    for (let k = 0; k < runs.length; k += 2) if (runs[k] > 0) counts.set(runs[k], (counts.get(runs[k]) || 0) + runs[k + 1]);
    return counts;
  });

  function stageChanged(i) {
    const s = D.stages[i];
    if (!s.compared) return true;
    return s.functions.some((f) => f && f.changed);
  }

  function renderSource() {
    const marks = new Map();
    for (const r of D.remarks) {
      if (r.line > 0 && r.kind !== "summary" && r.file === D.file) {
        const was = marks.get(r.line);
        marks.set(r.line, was === "missed" || r.kind === "missed" ? "missed" : "done");
      }
    }
    const lines = D.source.split("\n");
    if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
    $("source").innerHTML = lines
      .map((text, i) => {
        const n = i + 1;
        const mark = marks.get(n) || "";
        return `<div class="sl" data-line="${n}"><span class="ln">${n}</span><span class="mk ${mark}"></span>${esc(text)}</div>`;
      })
      .join("");
    $("file").textContent = D.file;
  }

  function renderStageBar() {
    $("stages").innerHTML = D.stages
      .map((s, i) => {
        const classes = ["stage", "kind-" + s.kind];
        if (!stageChanged(i)) classes.push("unchanged");
        if (i === state.stage) classes.push("current");
        return `<button class="${classes.join(" ")}" data-stage="${i}" title="${s.kind} stage">${esc(s.name)}<span class="count" hidden></span></button>`;
      })
      .join("");
  }

  function updateStageBar() {
    for (const b of document.querySelectorAll(".stage")) {
      const i = Number(b.dataset.stage);
      b.classList.toggle("current", i === state.stage);
      const badge = b.querySelector(".count");
      if (state.line > 0) {
        let n = 0;
        D.stages[i].functions.forEach((f, slot) => {
          if (f && (!state.fn || D.functions[slot] === state.fn)) n += countsOf(f.text).get(state.line) || 0;
        });
        badge.textContent = String(n);
        badge.hidden = false;
      } else {
        badge.hidden = true;
      }
    }
  }

  function renderFunctionFilter() {
    $("function-filter").innerHTML =
      '<option value="">all</option>' + D.functions.map((f) => `<option value="${esc(f)}">${esc(f)}</option>`).join("");
  }

  function codeLine(text, line, cls) {
    const at = line > 0 ? ` data-line="${line}"` : "";
    const dim = /^\s*(loc \d|;|#)/.test(text) ? " dim" : "";
    return `<div class="cl${cls}${dim}"${at}>${esc(text) || " "}</div>`;
  }

  // A function's code; with "changes" on, lines the stage added are
  // marked and the lines it removed are shown struck out.
  function functionCode(view, slot) {
    const lines = bodyOf(view.text);
    const src = linesOf(view.text);
    const before = previousText(slot);
    if (!(state.changes && view.changed && before)) {
      return lines.map((l, i) => codeLine(l, src[i] || 0, "")).join("");
    }
    const old = bodyOf(before.text);
    const edits = view.edits || D.texts[view.text].edits;
    let html = "", at = 0, i = 0;
    for (const e of edits) {
      if (typeof e === "string") { html += codeLine(lines[i], src[i] || 0, " add"); i++; }
      else if (e > 0) { for (let k = 0; k < e; k++, i++) html += codeLine(lines[i], src[i] || 0, ""); at += e; }
      else { for (let k = 0; k < -e; k++) html += codeLine(old[at + k], 0, " del"); at -= e; }
    }
    return html;
  }

  function previousText(slot) {
    for (let i = state.stage - 1; i >= 0; i--) {
      const f = D.stages[i].functions[slot];
      if (f) return f;
    }
    return null;
  }

  function visibleFunctions() {
    const s = D.stages[state.stage];
    const out = [];
    s.functions.forEach((view, slot) => {
      if (view && (!state.fn || D.functions[slot] === state.fn)) out.push([view, slot]);
    });
    return out;
  }

  function renderCode() {
    const s = D.stages[state.stage];
    $("stage-title").textContent = `${s.name} (${s.kind === "ir" ? "IR" : s.kind === "mir" ? "machine IR" : "assembly"})`;
    const parts = visibleFunctions().map(([view, slot]) => {
      const changed = view.changed ? " (changed)" : "";
      return `<div class="fn" data-function="${esc(D.functions[slot])}"><h3>${esc(D.functions[slot])}${changed}</h3><pre class="code">${functionCode(view, slot)}</pre></div>`;
    });
    $("code").innerHTML = parts.join("") || '<div class="empty">no code for this function at this stage</div>';
    const svgs = visibleFunctions()
      .filter(([view]) => view.svg !== null)
      .map(([view, slot]) => `<div class="fn"><h3>${esc(D.functions[slot])}</h3>${D.svgs[view.svg]}</div>`);
    $("cfg").innerHTML = svgs.join("") || '<div class="empty">CFGs are drawn for IR stages' + (s.kind === "ir" ? " (this large program has them only for lowered, mem2reg and reg2mem)" : "") + "</div>";
    $("code").hidden = state.view !== "code";
    $("cfg").hidden = state.view !== "cfg";
  }

  function renderRemarks() {
    const rows = D.remarks.filter((r) => (state.allRemarks || r.stage === state.stage) && (!state.fn || r.function === state.fn));
    $("remarks").innerHTML =
      rows
        .map((r) => {
          // Only positions in the program link to its lines (not the prelude's).
          const where = r.line > 0 ? `${r.file}:${r.line}:${r.col}` : r.file;
          const at = r.line > 0 && r.file === D.file ? ` data-line="${r.line}"` : "";
          const kind = r.kind === "done" ? "remark" : r.kind;
          return `<div class="remark ${r.kind}"${at} data-stage="${r.stage}"><span class="where">${esc(where)}</span> <span class="kind">${kind}</span> <span class="pass">${esc(r.pass)}</span> ${esc(r.message)} <span class="where">in ${esc(r.function)}</span></div>`;
        })
        .join("") || '<div class="empty">no remarks at this stage</div>';
  }

  function applyMarks() {
    for (const el of document.querySelectorAll(".hl")) el.classList.remove("hl");
    for (const el of document.querySelectorAll(".sl.sel")) el.classList.remove("sel");
    if (state.line > 0) {
      for (const el of document.querySelectorAll(`[data-line="${state.line}"]`)) {
        el.classList.add(el.classList.contains("sl") ? "sel" : "hl");
      }
      const code = document.querySelectorAll("#code .hl").length;
      const cfg = document.querySelectorAll("#cfg .hl").length;
      $("status").textContent = `line ${state.line}: ${code} line${code === 1 ? "" : "s"} of code here${cfg ? `, ${cfg} in the CFG` : ""}`;
    } else {
      $("status").textContent = "";
    }
    updateStageBar();
  }

  function render() {
    renderCode();
    renderRemarks();
    applyMarks();
    writeHash();
  }

  function selectLine(n, scroll) {
    state.line = state.line === n ? 0 : n;
    applyMarks();
    writeHash();
    if (scroll && state.line) {
      const el = document.querySelector(`#source [data-line="${n}"]`);
      if (el) el.scrollIntoView({ block: "center" });
    }
    if (state.line) {
      const first = document.querySelector(`#code [data-line="${n}"], #cfg [data-line="${n}"]`);
      if (first && !first.hidden) first.scrollIntoView({ block: "nearest" });
    }
  }

  function setStage(i) {
    state.stage = Math.max(0, Math.min(D.stages.length - 1, i));
    render();
  }

  function writeHash() {
    const parts = [`stage=${encodeURIComponent(D.stages[state.stage].name)}`];
    if (state.line) parts.push(`line=${state.line}`);
    if (state.fn) parts.push(`fn=${encodeURIComponent(state.fn)}`);
    if (state.view !== "code") parts.push(`view=${state.view}`);
    history.replaceState(null, "", "#" + parts.join("&"));
  }

  function readHash() {
    for (const part of location.hash.replace(/^#/, "").split("&")) {
      const [k, v] = part.split("=").map(decodeURIComponent);
      if (k === "stage") {
        const i = D.stages.findIndex((s) => s.name === v);
        if (i >= 0) state.stage = i;
      } else if (k === "line") state.line = Number(v) || 0;
      else if (k === "fn" && D.functions.includes(v)) state.fn = v;
      else if (k === "view" && (v === "cfg" || v === "code")) state.view = v;
    }
  }

  function setView(v) {
    state.view = v;
    for (const t of document.querySelectorAll(".tab")) t.classList.toggle("on", t.dataset.view === v);
    render();
  }

  // Events.
  $("source").addEventListener("click", (e) => {
    const el = e.target.closest(".sl");
    if (el) selectLine(Number(el.dataset.line), false);
  });
  for (const pane of [$("code"), $("cfg"), $("remarks")]) {
    pane.addEventListener("click", (e) => {
      const el = e.target.closest("[data-line]");
      if (el) {
        state.line = 0;
        selectLine(Number(el.dataset.line), true);
      }
    });
  }
  $("stages").addEventListener("click", (e) => {
    const b = e.target.closest(".stage");
    if (b) setStage(Number(b.dataset.stage));
  });
  $("function-filter").addEventListener("change", (e) => {
    state.fn = e.target.value;
    render();
  });
  for (const t of document.querySelectorAll(".tab")) t.addEventListener("click", () => setView(t.dataset.view));
  $("show-changes").addEventListener("change", (e) => {
    state.changes = e.target.checked;
    render();
  });
  $("all-remarks").addEventListener("change", (e) => {
    state.allRemarks = e.target.checked;
    renderRemarks();
    applyMarks();
  });
  document.addEventListener("keydown", (e) => {
    if (e.target.tagName === "SELECT" || e.target.tagName === "INPUT") return;
    if (e.key === "ArrowRight") setStage(state.stage + 1);
    if (e.key === "ArrowLeft") setStage(state.stage - 1);
  });

  if (D.shownFirst) state.fn = D.shownFirst;
  readHash();
  renderSource();
  renderStageBar();
  renderFunctionFilter();
  $("function-filter").value = state.fn;
  for (const t of document.querySelectorAll(".tab")) t.classList.toggle("on", t.dataset.view === state.view);
  render();
  if (state.line) {
    const el = document.querySelector(`#source [data-line="${state.line}"]`);
    if (el) el.scrollIntoView({ block: "center" });
  }
  document.body.dataset.ready = "true";
})();
