/**
 * The live service: a StrokeSource feeds the match (./match.ts); every change
 * is written to the match log first (./log.ts) and announced to the screens
 * second (./hub.ts). Referee actions arrive here from the REST routes.
 */
import { randomBytes } from 'node:crypto';
import type { StrokeEvent } from '../contracts/events.js';
import { DISCIPLINES, type Discipline } from '../contracts/ids.js';
import type { Declaration, PlayerId } from '../contracts/match.js';
import { InputError } from '../contracts/schema.js';
import { epochMs, monotonicS } from '../capture/frame.js';
import { RollingStats } from '../pipeline/stats.js';
import type { LivePositions, SourceStroke, StrokeSource } from '../pipeline/types.js';
import { dirname, join } from 'node:path';
import { saveCalibration } from '../camera/calibration.js';
import { tableKindOf } from '../geometry/tables.js';
import { checkTable } from '../pipeline/open.js';
import { calibrationFrom, stillJpeg, type CalibrationRequest } from './calibrate.js';
import { MEASURED_HEIGHT_SIGMA } from '../calibration/index.js';
import type { Config } from './config.js';
import type { Correction } from './corrections.js';
import type { Hub } from './hub.js';
import { layoutOf, type Layout } from './layout.js';
import type { MatchLog } from './log.js';
import { prepareStroke, reduce, type LogRecord, type MatchSetup, type MatchState } from './match.js';
import { placeableAfter } from '../rules/placeable.js';
import { message, type HealthBody, type MatchSnapshot, type ScoreBody, type ServerMessage, type StateMessage, type StrokeRecord } from './messages.js';

export interface ServiceDeps {
  config: Config;
  source: StrokeSource;
  log: MatchLog;
  hub: Hub;
  /** The set-up used when the log holds no match and the config names none. */
  defaultSetup: MatchSetup;
  onError?: (message: string) => void;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export class MatchService {
  private state: MatchState | null = null;
  private layoutCache: Layout | null = null;
  private readonly wsLatency = new RollingStats();
  private stateSeq = 0;
  private heartbeatSeq = 0;
  private lastStateSent = -Infinity;
  private pending: LivePositions | null = null;
  private throttle: NodeJS.Timeout | null = null;
  private timers: NodeJS.Timeout[] = [];
  private ended = false;
  readonly counters = { strokes: 0, events: 0, ignored: 0, corrections: 0 };
  private calibrating = false;
  /** Why the last automatic calibration failed (health shows it while uncalibrated). */
  private lastAutoCalibration: string | null = null;

  constructor(private readonly d: ServiceDeps) {}

  /** Restore the match from the log (or set one up), then start the source where the match left off. */
  async start(): Promise<void> {
    const id = this.d.log.currentMatch();
    if (id) {
      let s: MatchState | null = null;
      for (const { record } of this.d.log.records(id)) s = reduce(s, record);
      this.state = s;
    }
    if (!this.state) this.commit([{ kind: 'setup', at: Date.now(), id: newId(), setup: this.d.config.match as MatchSetup | undefined ?? this.d.defaultSetup }]);
    if (this.state!.status === 'ready' && this.d.config.autoStart) this.commit([{ kind: 'status', at: Date.now(), status: 'running' }]);
    const resumeAfter = this.state!.resumeAfter;
    await this.d.source.start({
      positions: (p) => this.onPositions(p),
      event: (e) => this.onEvent(e),
      stroke: (s) => this.onStroke(s),
      end: () => { this.ended = true; },
    }, resumeAfter);
    if (this.state!.status !== 'running') this.d.source.pause();
    const c = this.d.config.server;
    this.timers.push(setInterval(() => this.d.hub.broadcast(message({ type: 'heartbeat', seq: ++this.heartbeatSeq, now: Date.now() })), c.heartbeatMs));
    this.timers.push(setInterval(() => this.d.hub.broadcast(message({ type: 'health', health: this.health() })), 1000));
    const every = this.d.config.vision.autoCalibrateEveryS;
    if (every > 0 && this.d.source.calibrated) this.timers.push(setInterval(() => void this.autoCalibrate(), every * 1000));
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    if (this.throttle) clearTimeout(this.throttle);
    await this.d.source.stop();
  }

  /** Fold records over the current state; write them; only then make the result current. Throws InputError (nothing written). */
  private commit(records: LogRecord[]): MatchState {
    let s = this.state;
    for (const r of records) s = reduce(s, r);
    if (!s) throw new InputError('', 'no match is set up');
    this.d.log.append(s.id, records);
    if (!this.state || s.setup !== this.state.setup) this.layoutCache = null;
    this.state = s;
    return s;
  }

  get current(): MatchState {
    return this.state!;
  }

  get sourceEnded(): boolean {
    return this.ended;
  }

  layout(): Layout {
    return (this.layoutCache ??= layoutOf(this.current.file.discipline));
  }

  // ---- from the source ----
  private onPositions(p: LivePositions): void {
    const period = 1000 / this.d.config.server.screenRateHz;
    const nowMs = performance.now();
    if (nowMs - this.lastStateSent >= period) return this.sendState(p);
    this.pending = p;
    this.throttle ??= setTimeout(() => {
      this.throttle = null;
      if (this.pending) this.sendState(this.pending);
    }, period - (nowMs - this.lastStateSent));
  }

  private sendState(p: LivePositions): void {
    this.pending = null;
    this.lastStateSent = performance.now();
    const balls: StateMessage['balls'] = {};
    for (const [id, b] of Object.entries(p.balls)) if (b) balls[id] = { x: round1(b.x), y: round1(b.y), moving: b.moving };
    const msg = message({ type: 'state', seq: ++this.stateSeq, t: p.t, capturedAt: epochMs(p.capturedAt), balls, ...(p.pins ? { pins: p.pins as Record<string, string> } : {}) });
    this.d.hub.broadcast(msg);
    const now = monotonicS();
    this.wsLatency.add(now, (now - p.capturedAt) * 1000);
  }

  private onEvent(event: StrokeEvent): void {
    if (this.current.status !== 'running') return;
    const stroke = this.current.strokes.length;
    this.safely(() => this.commit([{ kind: 'event', at: Date.now(), stroke, event }]));
    this.counters.events++;
    this.d.hub.broadcast(message({ type: 'event', stroke, event }));
  }

  private onStroke(src: SourceStroke): void {
    const at = Date.now();
    const s = this.current;
    const stroke = s.status === 'running' ? this.safely(() => prepareStroke(s, src)) : null;
    if (!stroke) {
      this.counters.ignored++;
      const reason = s.status !== 'running' ? `match ${s.status}` : 'invalid or after the end of the match';
      this.safely(() => this.commit([{ kind: 'ignored', at, reason, restT: src.restT }]));
      return;
    }
    const index = s.strokes.length;
    const next = this.safely(() => reduce(s, { kind: 'stroke', at, stroke, restT: src.restT }));
    if (!next) return;
    const verdict = next.verdicts[index]!;
    if (!this.safely(() => this.commit([{ kind: 'stroke', at, stroke, restT: src.restT }, { kind: 'verdict', at, index, verdict }]))) return;
    this.counters.strokes++;
    const record: StrokeRecord = { index, stroke, verdict, corrected: false };
    this.d.hub.broadcast(message({ type: 'verdict', record }));
    this.d.hub.broadcast(message({ type: 'call', stroke: index, shooter: stroke.shooter, valid: verdict.valid, points: verdict.points, calls: verdict.calls, fouls: verdict.fouls, reasons: verdict.reasons ?? [], ...(verdict.doubt ? { doubt: verdict.doubt } : {}) }));
    this.announceScore();
    this.expectPlacement();
  }

  /**
   * Tell the source which balls the last verdict lets a hand place before the next strike (config
   * `vision.placementsFromVerdicts`): after each judged stroke, and again after a correction (a foul the referee
   * adds brings a free ball).
   */
  private expectPlacement(): void {
    const s = this.current, last = s.verdicts.at(-1);
    if (!this.d.config.vision.placementsFromVerdicts || !last) return;
    this.safely(() => this.d.source.expectPlacement?.(placeableAfter(last, s.file)));
  }

  /** Errors from the source's side end up in the service log, never crash the match. */
  private safely<T>(fn: () => T): T | null {
    try {
      return fn();
    } catch (e) {
      this.d.onError?.((e as Error).message);
      return null;
    }
  }

  // ---- referee actions (validated; throw InputError) ----
  setup(input: MatchSetup): MatchSnapshot {
    // A camera calibrated on one table kind cannot watch a discipline of the other: refused before anything is written.
    const discipline = (input as { discipline?: unknown } | null)?.discipline;
    if (typeof discipline === 'string' && (DISCIPLINES as readonly string[]).includes(discipline)) this.d.source.checkDiscipline?.(discipline as Discipline);
    this.commit([{ kind: 'setup', at: Date.now(), id: newId(), setup: input }, ...(this.d.config.autoStart ? [{ kind: 'status', at: Date.now(), status: 'running' } as const] : [])]);
    this.d.source.setDiscipline?.(this.current.file.discipline);
    this.syncSource();
    this.announceMatch();
    return this.snapshot();
  }

  setStatus(status: 'running' | 'paused'): ScoreBody {
    this.commit([{ kind: 'status', at: Date.now(), status }]);
    this.syncSource();
    this.announceScore();
    return this.score();
  }

  correct(correction: Correction): MatchSnapshot {
    this.commit([{ kind: 'correction', at: Date.now(), correction }]);
    this.counters.corrections++;
    this.expectPlacement();
    const last = this.current.strokes.length - 1;
    const v = this.current.verdicts[last];
    if (v) this.d.hub.broadcast(message({ type: 'call', stroke: last, shooter: this.current.strokes[last]!.shooter, valid: v.valid, points: v.points, calls: v.calls, fouls: v.fouls, reasons: v.reasons ?? [], ...(v.doubt ? { doubt: v.doubt } : {}) }));
    this.announceMatch();
    return this.snapshot();
  }

  /**
   * A new calibration: checked against the match's table, given to the
   * source (a vision source starts tracking again in the new frame), then
   * saved where the service will find it at its next start.
   */
  async calibrate(req: CalibrationRequest): Promise<{ file: string; table: string; image: { width: number; height: number }; residuals?: unknown }> {
    const kind = tableKindOf(this.current.file.discipline);
    const h = this.d.config.vision.cameraHeightMm;
    const { calibration, residuals } = await calibrationFrom(req, kind, () => this.d.source.latestFrame?.() ?? null, h ? { mm: h, sigmaMm: h * MEASURED_HEIGHT_SIGMA } : undefined);
    checkTable(calibration, this.current.file.discipline, 'calibration');
    if (!this.d.source.setCalibration?.(calibration)) throw new InputError('calibration', `the source ${this.d.source.name} takes no calibration (a replay of recorded events)`);
    const file = this.d.config.vision.calibration ?? join(dirname(this.d.config.matchLog.file), 'calibration.json');
    await saveCalibration(file, calibration);
    return { file, table: calibration.table, image: calibration.image, ...(residuals ? { residuals } : {}) };
  }

  /** The live picture as a JPEG, with the calibration in force drawn over it when asked (404 while no frame). */
  async still(overlay: boolean): Promise<Buffer> {
    return stillJpeg(this.d.source.latestFrame?.() ?? null, overlay ? this.d.source.calibrationInForce?.() ?? null : null);
  }

  /** An uncalibrated camera: try the automatic calibration on its latest frame (a failure waits for the next try). */
  private async autoCalibrate(): Promise<void> {
    if (this.calibrating || this.d.source.calibrated?.() !== false || !this.d.source.latestFrame?.()) return;
    this.calibrating = true;
    try {
      const r = await this.calibrate({ kind: 'live' });
      this.d.onError?.(`calibrated automatically from the camera: ${r.file}`);
    } catch (e) {
      this.lastAutoCalibration = (e as Error).message;
    } finally {
      this.calibrating = false;
    }
  }

  declare(declared: Declaration | null): ScoreBody {
    if (this.current.file.discipline !== 'russian-colour') throw new InputError('declared', 'a strict call is made only in russian-colour');
    this.commit([{ kind: 'declare', at: Date.now(), declared }]);
    this.announceScore();
    return this.score();
  }

  choose(player: PlayerId): ScoreBody {
    this.commit([{ kind: 'choice', at: Date.now(), player }]);
    this.announceScore();
    return this.score();
  }

  private syncSource(): void {
    if (this.current.status === 'running') this.d.source.resume();
    else this.d.source.pause();
  }

  // ---- views ----
  score(): ScoreBody {
    const s = this.current;
    const last = s.verdicts.at(-1);
    return {
      status: s.status, score: s.summary.score, sets: s.summary.sets,
      ...(s.summary.innings ? { innings: s.summary.innings } : {}), ...(s.summary.highRun ? { highRun: s.summary.highRun } : {}),
      ...(last?.run !== undefined ? { run: last.run } : {}),
      next: s.summary.next ?? s.expected[0] ?? null, expectedShooters: [...s.expected], winner: s.summary.winner, strokes: s.strokes.length,
      shotClock: { limitS: this.d.config.shotClockS, since: s.clockSince }, ...(s.declared ? { declared: s.declared } : {}),
    };
  }

  snapshot(): MatchSnapshot {
    const s = this.current;
    return {
      id: s.id, setup: s.setup,
      strokes: s.strokes.map((stroke, index) => ({ index, stroke, verdict: s.verdicts[index]!, corrected: s.corrected[index]! })),
      score: this.score(),
    };
  }

  health(): HealthBody {
    const h = this.d.source.health();
    const calibrated = this.d.source.calibrated?.();
    return {
      fps: h.fps, latencyMs: this.wsLatency.latency(), camera: h.camera, dropped: h.dropped, reconnects: h.reconnects, clients: this.d.hub.size, source: this.d.source.name,
      ...(calibrated !== undefined ? { calibrated } : {}), ...(calibrated === false && this.lastAutoCalibration ? { calibrationProblem: this.lastAutoCalibration } : {}),
    };
  }

  hello(version: string): ServerMessage {
    return message({ type: 'hello', server: { name: 'tabletrack', version }, configVersion: this.d.config.version, language: this.d.config.language, layout: this.layout(), match: this.snapshot() });
  }

  private announceScore(): void {
    this.d.hub.broadcast(message({ type: 'score', score: this.score() }));
  }

  private announceMatch(): void {
    this.d.hub.broadcast(message({ type: 'match', layout: this.layout(), match: this.snapshot() }));
  }
}

function newId(): string {
  return `m-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}
