// The referee page: one WebSocket for everything shown, REST calls (with the
// referee token) for corrections. Protocol: docs/protocol.md.
const $ = (id) => document.getElementById(id);
const DOUBTFUL = 0.6; // events below this confidence are marked for the referee
const view = { texts: null, lang: 'en', layout: null, match: null, balls: {}, trail: [], lastTrail: [], lastRecord: null, call: null, health: null };

const ui = (key) => view.texts?.ui[view.lang]?.[key] ?? key;
const foulText = (code) => view.texts?.fouls[code]?.[view.lang] ?? code;
const callText = (c) => (view.texts?.calls[c.call]?.[view.lang] ?? c.call) + (c.zone ? ` (${c.zone})` : '');

async function init() {
  view.texts = await (await fetch('/texts.json')).json();
  const wanted = new URLSearchParams(location.search).get('lang') ?? localStorage.getItem('tabletrack.lang');
  if (wanted && view.texts.languages.includes(wanted)) view.lang = wanted;
  $('lang').innerHTML = view.texts.languages.map((l) => `<option value="${l}">${l}</option>`).join('');
  $('lang').value = view.lang;
  $('lang').onchange = () => { view.lang = $('lang').value; localStorage.setItem('tabletrack.lang', view.lang); renderAll(); };
  $('token').value = sessionStorage.getItem('tabletrack.token') ?? '';
  $('token').onchange = () => sessionStorage.setItem('tabletrack.token', $('token').value);
  wireControls();
  connect();
  setInterval(renderClock, 250);
}

function connect(delay = 500) {
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  $('status').textContent = ui('connecting');
  ws.onmessage = (e) => onMessage(JSON.parse(e.data));
  ws.onclose = () => setTimeout(() => connect(Math.min(delay * 2, 5000)), delay);
}

function onMessage(m) {
  switch (m.type) {
    case 'hello': case 'match':
      view.layout = m.layout; view.match = m.match;
      view.lastRecord = m.match.strokes.at(-1) ?? null;
      if (view.lastRecord) view.call = callOf(view.lastRecord.verdict, view.lastRecord.stroke.shooter);
      renderAll(); break;
    case 'state':
      view.balls = m.balls; view.pins = m.pins;
      if (Object.values(m.balls).some((b) => b.moving)) view.trail.push({ t: m.t, balls: m.balls });
      drawTable(); break;
    case 'event':
      if (m.event.kind === 'strike') view.trail = [];
      break;
    case 'verdict':
      view.match.strokes[m.record.index] = m.record;
      view.lastRecord = m.record; view.lastTrail = view.trail; view.trail = [];
      renderLast(); drawTable(); break;
    case 'call':
      view.call = callOf(m, m.shooter); renderCall(); break;
    case 'score':
      view.match.score = m.score; renderScore(); break;
    case 'health':
      view.health = m.health; renderHealth(); break;
  }
}

function callOf(v, shooter) {
  return { shooter, valid: v.valid, points: v.points, calls: v.calls, fouls: v.fouls, reasons: v.reasons ?? [], doubt: v.doubt };
}

function renderAll() {
  document.documentElement.lang = view.lang;
  for (const el of document.querySelectorAll('[data-ui]')) el.textContent = ui(el.dataset.ui);
  renderScore(); renderCall(); renderLast(); renderControls(); renderHealth(); drawTable();
}

function renderScore() {
  if (!view.match) return;
  const s = view.match.score;
  view.match.setup.players.forEach((p, i) => {
    const el = $(`player-${i}`);
    el.querySelector('.name').textContent = p;
    el.querySelector('.points').textContent = s.score[p] ?? 0;
    const parts = [`${ui('sets')} ${s.sets[p] ?? 0}`];
    if (s.innings) parts.push(`${ui('innings')} ${s.innings[p] ?? 0}`);
    if (s.highRun) parts.push(`${ui('highRun')} ${s.highRun[p] ?? 0}`);
    if (s.next === p && s.run !== undefined) parts.push(`${ui('run')} ${s.run}`);
    el.querySelector('.detail').textContent = parts.join(' · ');
    el.classList.toggle('next', s.next === p && s.status !== 'over');
  });
  $('status').textContent = s.winner ? `${ui('winner')}: ${s.winner}` : ui(s.status);
  $('choice-row').hidden = s.expectedShooters.length < 2;
  $('choices').innerHTML = '';
  for (const p of s.expectedShooters.length > 1 ? s.expectedShooters : []) {
    const b = document.createElement('button');
    b.textContent = p; b.onclick = () => api('POST', '/api/match/choice', { player: p });
    $('choices').append(b);
  }
}

function renderCall() {
  const c = view.call;
  const el = $('call');
  el.className = 'call';
  if (!c) { $('call-text').textContent = ''; $('call-detail').textContent = ''; return; }
  const words = [...c.fouls.map(foulText), ...c.calls.map(callText)];
  $('call-text').textContent = words.length ? words.join(' · ') : ui(c.valid ? 'valid' : 'foul');
  el.classList.add(c.fouls.length ? 'foul' : 'point');
  const pts = Object.entries(c.points).filter(([, n]) => n).map(([p, n]) => `${p} +${n}`).join(', ');
  $('call-detail').textContent = [c.shooter, pts, ...c.reasons].filter(Boolean).join(' — ');
  // Decisive doubt (src/rules/doubt.ts): a doubtful event could change this call; say which reading would, and how sure the camera is.
  const d = c.doubt;
  el.classList.toggle('check', Boolean(d?.events.length));
  $('call-check').textContent = d?.events.length ? `${ui('check')} (${Math.round(d.confidence * 100)}%)${d.alternative ? `: ${d.alternative.assumes} → ${altWords(d.alternative)}` : ''}` : '';
}

function altWords(a) {
  const words = [...a.fouls.map(foulText), ...a.calls.map(callText)];
  return words.length ? words.join(' · ') : ui(a.valid ? 'valid' : 'foul');
}

function renderLast() {
  const r = view.lastRecord;
  $('last-index').textContent = r ? `#${r.index + 1}${r.corrected ? ` (${ui('corrected')})` : ''}` : '';
  const list = $('events');
  list.innerHTML = '';
  if (!r) return;
  r.stroke.events.forEach((e, i) => {
    const li = document.createElement('li');
    const who = e.ball ?? e.balls?.join('–') ?? e.pin ?? '';
    const where = e.cushion ?? e.pocket ?? '';
    li.textContent = `${e.t.toFixed(2)} s ${e.kind} ${who} ${where}`.trim();
    if (e.confidence !== undefined && e.confidence < DOUBTFUL) { li.classList.add('doubtful'); li.textContent += ` (${ui('doubtful')} ${Math.round(e.confidence * 100)}%)`; }
    if (r.verdict.doubt?.events.includes(i)) li.classList.add('decisive');
    const b = document.createElement('button');
    b.textContent = '✕'; b.title = ui('removeEvent');
    b.onclick = () => api('POST', '/api/match/corrections', { kind: 'remove-event', stroke: r.index, index: i });
    li.append(b);
    list.append(li);
  });
}

function renderControls() {
  if (!view.match) return;
  const d = view.match.setup.discipline;
  const family = d === 'five-pins' ? 'five-pins' : d === 'russian-colour' ? 'russian' : 'carom';
  const chosen = $('foul').value;
  $('foul').innerHTML = view.texts.refereeFouls[family].map((f) => `<option value="${f}">${foulText(f)}</option>`).join('');
  if (view.texts.refereeFouls[family].includes(chosen)) $('foul').value = chosen;
  $('declare-row').hidden = d !== 'russian-colour';
  const pockets = ['top-left', 'top-right', 'middle-left', 'middle-right', 'bottom-left', 'bottom-right'];
  $('pocket').innerHTML = pockets.map((p) => `<option>${p}</option>`).join('');
}

function renderHealth() {
  const h = view.health;
  if (!h) return;
  $('camera').textContent = h.calibrated === false ? `${h.camera} · ${ui('notCalibrated')}` : h.camera;
  $('camera').className = h.calibrated === false ? 'NO_SIGNAL' : h.camera;
  $('camera').title = h.calibrationProblem ?? '';
  $('rate').textContent = `${h.fps} ${ui('fps')} · ${ui('latency')} ${h.latencyMs.p50.toFixed(0)} ms`;
}

function renderClock() {
  const s = view.match?.score;
  if (!s) return;
  const left = s.shotClock.limitS - (Date.now() - s.shotClock.since) / 1000;
  $('clock').textContent = s.status === 'running' ? `${Math.max(0, Math.ceil(left))} s` : '--';
}

function wireControls() {
  $('start').onclick = () => api('POST', '/api/match/start');
  $('pause').onclick = () => api('POST', '/api/match/pause');
  $('calibrate').onclick = () => api('POST', '/api/calibration', { from: 'camera' });
  $('add-foul').onclick = () => lastIndex() !== null && api('POST', '/api/match/corrections', { kind: 'add-foul', stroke: lastIndex(), foul: $('foul').value });
  $('void').onclick = () => lastIndex() !== null && api('POST', '/api/match/corrections', { kind: 'void-stroke', stroke: lastIndex() });
  $('picture').onclick = () => loadStill(false);
  $('show-calibration').onclick = () => loadStill(true);
  $('undo-point').onclick = () => { hand.points.pop(); drawStill(); };
  $('fit-points').onclick = async () => {
    const r = await api('POST', '/api/calibration', { points: hand.points });
    if (!r) return;
    $('message').textContent = `${ui('handCalibration')}: ${r.residuals.rmsPx.toFixed(2)} px RMS (${r.residuals.worst.label} ${r.residuals.worst.errorPx.toFixed(1)} px) → ${r.file}`;
    await loadStill(true);
  };
  $('still').onclick = (e) => {
    const cv = $('still'), rect = cv.getBoundingClientRect(), name = $('point-name').value;
    if (!hand.img || !name) return;
    // Image pixel i covers canvas [i, i + 1); pixel coordinates put (0, 0) at the top-left pixel's centre (src/camera/model.ts).
    const px = [((e.clientX - rect.left) * cv.width) / rect.width - 0.5, ((e.clientY - rect.top) * cv.height) / rect.height - 0.5];
    // Clicking a name again moves its point; the list then offers the next name not yet given.
    hand.points = hand.points.filter((p) => p.name !== name).concat({ name, px });
    const next = hand.names.slice(hand.names.indexOf(name) + 1).find((n) => !hand.points.some((p) => p.name === n));
    if (next) $('point-name').value = next;
    drawStill(); drawTable();
  };
  $('declare').onclick = () => {
    const cushions = $('cushions').value.split(',').map((c) => c.trim()).filter(Boolean);
    api('POST', '/api/match/declare', { pocket: $('pocket').value, cushions, via: [] });
  };
}

function lastIndex() {
  const n = view.match?.strokes.length ?? 0;
  if (n === 0) { $('message').textContent = 'no stroke yet'; return null; }
  return n - 1;
}

async function api(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: { authorization: `Bearer ${$('token').value}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json().catch(() => ({}));
  $('message').textContent = res.ok ? `${method} ${path}: OK` : `${res.status}: ${json.error ?? res.statusText}`;
  return res.ok ? json : null;
}

// ---- hand calibration: names clicked on the live picture, fitted by the service (docs/service.md) ----
const hand = { img: null, names: [], at: {}, points: [] };

/** The camera's latest frame (with the calibration in force drawn over it when `overlay`), at its own pixel size. */
async function loadStill(overlay) {
  const res = await fetch(`/api/camera/frame.jpg${overlay ? '?overlay=1' : ''}`, { cache: 'no-store' });
  if (!res.ok) { $('message').textContent = `${res.status}: ${(await res.json().catch(() => ({}))).error ?? res.statusText}`; return; }
  const img = new Image();
  img.src = URL.createObjectURL(await res.blob());
  await img.decode();
  if (hand.img) URL.revokeObjectURL(hand.img.src);
  hand.img = img;
  $('still').width = img.naturalWidth; $('still').height = img.naturalHeight;
  if (!hand.names.length) {
    ({ names: hand.names, at: hand.at } = await (await fetch('/api/calibration/points')).json());
    $('point-name').innerHTML = hand.names.map((n) => `<option>${n}</option>`).join('');
    $('point-name').onchange = drawTable;
  }
  drawTable();
  drawStill();
}

function drawStill() {
  const cv = $('still'), ctx = cv.getContext('2d');
  if (hand.img) ctx.drawImage(hand.img, 0, 0);
  const r = Math.max(5, cv.width / 250);
  ctx.strokeStyle = ctx.fillStyle = '#ff3b30'; ctx.lineWidth = Math.max(1, r / 4); ctx.font = `${Math.round(2.5 * r)}px system-ui, sans-serif`;
  for (const p of hand.points) {
    const [u, v] = [p.px[0] + 0.5, p.px[1] + 0.5];
    ctx.beginPath(); ctx.moveTo(u - r, v); ctx.lineTo(u + r, v); ctx.moveTo(u, v - r); ctx.lineTo(u, v + r); ctx.stroke();
    ctx.fillText(p.name, u + r, v - r);
  }
  $('points').innerHTML = hand.points.map((p) => `<li>${p.name} (${p.px[0].toFixed(1)}, ${p.px[1].toFixed(1)})</li>`).join('');
}

// ---- the table, to scale: x (long axis) to the right, the left cushion (y > 0) at the top ----
function drawTable() {
  const L = view.layout;
  const cv = $('table');
  if (!L) return;
  const ctx = cv.getContext('2d');
  const margin = L.railWidth;
  const s = Math.min(cv.width / (L.length + 2 * margin), cv.height / (L.width + 2 * margin));
  const X = (x) => (x + L.length / 2 + margin) * s;
  const Y = (y) => (L.width / 2 - y + margin) * s;
  ctx.clearRect(0, 0, cv.width, cv.height);
  ctx.fillStyle = '#5b3a1e'; ctx.fillRect(X(-L.length / 2 - margin), Y(L.width / 2 + margin), (L.length + 2 * margin) * s, (L.width + 2 * margin) * s);
  ctx.fillStyle = L.kind === 'pyramid' ? '#0f6b3a' : '#1f5fa8'; ctx.fillRect(X(-L.length / 2), Y(L.width / 2), L.length * s, L.width * s);
  ctx.fillStyle = '#e8e2c8';
  for (const [x, y] of L.diamonds) { const dx = Math.sign(x) * (Math.abs(x) >= L.length / 2 - 1 ? margin / 2 : 0), dy = Math.sign(y) * (Math.abs(y) >= L.width / 2 - 1 ? margin / 2 : 0); dot(ctx, X(x + dx), Y(y + dy), 3); }
  for (const p of L.pockets ?? []) { ctx.fillStyle = '#000'; dot(ctx, X(p.at[0]), Y(p.at[1]), (p.opening / 2) * s); }
  ctx.strokeStyle = 'rgba(255,255,255,0.55)'; ctx.lineWidth = 1.5;
  for (const l of L.lines) { ctx.beginPath(); ctx.moveTo(X(l.from[0]), Y(l.from[1])); ctx.lineTo(X(l.to[0]), Y(l.to[1])); ctx.stroke(); }
  ctx.fillStyle = 'rgba(255,255,255,0.12)';
  for (const z of L.zones) { ctx.beginPath(); z.polygon.forEach(([x, y], i) => (i ? ctx.lineTo(X(x), Y(y)) : ctx.moveTo(X(x), Y(y)))); ctx.closePath(); ctx.fill(); ctx.stroke(); }
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  for (const [x, y] of L.spots) dot(ctx, X(x), Y(y), 2.5);
  for (const [id, [x, y]] of Object.entries(L.pins ?? {})) {
    const state = view.pins?.[id] ?? 'standing';
    ctx.fillStyle = state === 'standing' ? (id === 'centre' ? '#d0202a' : '#f5f5f5') : 'rgba(255,255,255,0.25)';
    dot(ctx, X(x), Y(y), Math.max(3, 5 * s * 2));
  }
  drawTrails(ctx, X, Y, s);
  // The hand calibration's chosen name, ringed on the drawing: where to look for it on the picture.
  const chosen = hand.img && hand.at[$('point-name').value];
  if (chosen) { ctx.strokeStyle = '#ff3b30'; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(X(chosen[0]), Y(chosen[1]), 12, 0, Math.PI * 2); ctx.stroke(); }
  for (const [id, b] of Object.entries(view.balls)) {
    ctx.fillStyle = L.ballColours[id] ?? '#ccc';
    dot(ctx, X(b.x), Y(b.y), L.ballRadius * s);
    ctx.strokeStyle = '#000'; ctx.lineWidth = 1; ctx.stroke();
  }
}

/** The last stroke as trajectories, with doubtful contacts ringed where the ball was at that time. */
function drawTrails(ctx, X, Y, s) {
  const trail = view.trail.length ? view.trail : view.lastTrail;
  if (trail.length < 2) return;
  const ids = new Set(trail.flatMap((f) => Object.keys(f.balls)));
  for (const id of ids) {
    ctx.strokeStyle = view.layout.ballColours[id] ?? '#ccc'; ctx.globalAlpha = 0.7; ctx.lineWidth = 2; ctx.beginPath();
    trail.forEach((f, i) => { const b = f.balls[id]; if (b) (i ? ctx.lineTo(X(b.x), Y(b.y)) : ctx.moveTo(X(b.x), Y(b.y))); });
    ctx.stroke(); ctx.globalAlpha = 1;
  }
  if (view.trail.length) return;
  for (const e of view.lastRecord?.stroke.events ?? []) {
    if (e.confidence === undefined || e.confidence >= DOUBTFUL) continue;
    const ball = e.ball ?? e.balls?.[0];
    const f = trail.reduce((best, x) => (Math.abs(x.t - e.t) < Math.abs(best.t - e.t) ? x : best), trail[0]);
    const b = f.balls[ball];
    if (!b) continue;
    ctx.strokeStyle = '#d29922'; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(X(b.x), Y(b.y), view.layout.ballRadius * s * 2.2, 0, Math.PI * 2); ctx.stroke();
  }
}

function dot(ctx, x, y, r) {
  ctx.beginPath(); ctx.arc(x, y, r, 0, Math.PI * 2); ctx.fill();
}

init();
