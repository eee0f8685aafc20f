/**
 * Contacts inside a frozen cluster (a Russian rack, balls left touching): a
 * hit on one ball passes through the others within a millisecond, inside one
 * frame, with no approach to see, so the path analysis (contacts.ts) can
 * neither date nor tell them. They are inferred from a model of the rest
 * layout and the hitter's incoming velocity (rack-impacts.ts), the aims
 * whose departures fit kept (rack-departures.ts), and reported under the
 * high-confidence line.
 */
import type { BallBallEvent, RestDoubt } from '../contracts/events.js';
import type { BallId } from '../contracts/ids.js';
import { distance } from '../geometry/vec.js';
import { type Breaks, reapproached, side } from './contacts.js';
import { fitPiece, meeting, median, pieceAt, speedOf } from './fit.js';
import { type BallHistory, indicesIn } from './history.js';
import { noiseScaled } from './ball-noise.js';
import { departureMisfit, departureOf } from './rack-departures.js';
import { type RackBody, rackImpacts } from './rack-impacts.js';
import { leftTogether } from './rack-together.js';
import { CASCADE_AIMS, CASCADE_NORMAL_SPREAD, withWideAims } from './rack-aims.js';
import { togetherTouches } from './rack-repeat.js';


/**
 * Gap (mm, beyond 2R, between measured rest places) within which balls at
 * rest count as frozen together: a hit on one passes through the others in
 * a few ms, no frame shows those contacts apart. The rack leaves 0.05 mm; a
 * rest place is the median of ~15 points (σ ≈ 0.2 mm at the detector's rest
 * noise). Raising it chains balls a visible gap apart into the cascade (their
 * contacts then come from the model, not from their paths); lowering it
 * leaves racked pairs to the path analysis, which dates them before the hit
 * (both balls lie within reach the whole time). Range 0.5-5.
 */
export const FROZEN_CLUSTER_GAP_MM = 1.5;
/**
 * Normal restitution of the cascade model. Below 1 a ball that passed its
 * momentum on keeps a little and touches its other forward neighbours (the
 * second-row ball that reaches the colour); at 1 it stops dead and those
 * contacts vanish. Raising it towards 1 loses them; lowering it sends more
 * momentum sideways than balls do. Range 0.85-1.
 */
export const CASCADE_RESTITUTION = 0.95;
/**
 * After a cascade, contacts between its balls (and its hitter) this soon
 * (s) are the cascade itself seen again by the path analysis, which cannot
 * date them: replaced by the model's. As contacts.ts SAME_CONTACT_S. Range 0.02-0.3.
 */
const CASCADE_WINDOW_S = 0.12;
/**
 * Until this long (s) after a cascade, two of its balls roll off side by
 * side, slowly, a few mm apart: a contact between them then needs
 * CASCADE_LATE_EVIDENCE (a kink or overlap of the paths, not a near pass or
 * a slow start's traced-back cause). Raising either drops more real late
 * touches (the referee is flagged); lowering them lets the rack's slow
 * pairs invent contacts. Ranges 0.12-3, 0.8-0.99.
 */
const CASCADE_LATE_S = 1, CASCADE_LATE_EVIDENCE = 0.99;
/**
 * Confidence of a contact inside a frozen cluster: no frame sees it; the
 * model of the rest layout and the hit implies it, and the balls' departures
 * agree with the model. Under the high-confidence line: the referee may look.
 * Range 0.5-0.89.
 */
export const CASCADE_CONFIDENCE = 0.7;
/**
 * The model's repeat touches: a pair that touches again inside the cascade
 * (the hitter catching the ball it stopped behind, a rack ball pressed
 * twice) is reported again, at most this many times more per pair, each
 * CASCADE_REPEAT_STEP_S after the last (an order, not a measurement: the
 * repeats fall inside one frame). Ranges 0-5, 0.0005-0.005.
 */
const CASCADE_MAX_REPEATS = 3, CASCADE_REPEAT_STEP_S = 0.001;
/**
 * A repeat touch the best-fitting run of the model makes, but not every
 * fitting run, the departures agreeing with the best: reported as a contact
 * under the high-confidence line, not left as a doubt. The rack's colour is
 * pressed by its two front neighbours a few ms apart and passes each push on
 * to the white behind it; which neighbour strikes second turns on a spin no
 * frame shows. Development breaks 1-40 (stroke 0 alone), break contacts
 * missed/extra: 30 fps 20/6 → 13/8, 60 fps 15/6 → 12/9. Raising it to
 * CASCADE_CONFIDENCE leaves those repeats as doubts again; lowering it to
 * CASCADE_DOUBT_CONFIDENCE (any fitting run's repeat, departures agreeing)
 * gave 10/10 and 7/14: a few more true touches, twice the false ones.
 * The colour's second touch of the white behind it is read from how that
 * pair left instead (rack-together.ts, rack-repeat.ts TOGETHER_SLACK), at this confidence.
 * Range CASCADE_DOUBT_CONFIDENCE-CASCADE_CONFIDENCE.
 */
const CASCADE_LIKELY_CONFIDENCE = 0.6;
/** ... when a departure disagrees with the model (a ball it sends off stays, or leaves another way). Range 0.5-CASCADE_CONFIDENCE. */
const CASCADE_DOUBT_CONFIDENCE = 0.55;
/**
 * Fewest balls frozen together (the ball struck included) for the hitter's
 * second touch of the ball it struck to be reported at
 * CASCADE_LIKELY_CONFIDENCE even where a departure disagrees with the model:
 * a rack holds the head ball, the cue ball stopped behind it presses on and
 * touches it again inside the cascade (every one of the 80 development
 * Russian breaks at the renders' noise has that second touch). Under twice
 * the noise a rack ball's departure is misread in about one break in ten
 * (`departuresAgree` false: development Russian 30 fps #31, #33, the slow
 * head ball itself), which left every repeat a doubt, that one too. It is
 * kept where the ball the model sends off fastest (the back of the rack)
 * left as sent, so the hit went through the rack as modelled: a rack seen
 * lying still after the hit keeps it a doubt. The other repeats stay doubts
 * (the rack's order of touches is what the disagreement puts in question).
 * Raising it above the rack's size turns the rule off; lowering it to 2-4
 * lets an open-play pair or trio, which a hit can send off whole (no second
 * touch), report it. Range 5 to the rack's size.
 */
const HEAD_REPEAT_MIN_MEMBERS = 5;
/**
 * Model speed (mm/s) above which a ball's departure is checked against the
 * model, and the angle (rad) it may differ by (throw, spin, noise). Raising
 * the speed checks fewer balls; raising the angle accepts worse models.
 * Ranges 100-2000, 0.1-0.8.
 */
const CASCADE_CHECK_SPEED_MM_S = 300, CASCADE_CHECK_ANGLE = 0.35;

/**
 * The hitter's spins tried, which no frame shows: [share of natural roll
 * (1 rolling, 0 stun, < 0 draw), side spin as surface speed (mm/s)]. Its
 * spin decides how hard its first contact throws the apex ball, and so
 * which of the colour's neighbours strikes it again (rack-impacts.ts; the
 * development breaks' cue balls reach the rack at 4-8 m/s with roll
 * shares -0.7 to 1 and side spin up to ±7 m/s). A sure touch is one every
 * fitting run makes. More spins leave more repeats as doubts; fewer trust
 * a spin the frames never showed. Development breaks 1-80 with the
 * simulator's positions and cue ball, rolling and no side spin assumed:
 * 852 of 866 touches, 9 extra; with the true spin 865, 3 extra.
 */
const CASCADE_SPINS: readonly (readonly [number, number])[] = [
  [-0.5, 0], [0, 0], [0.5, 0], [1, 0], [-0.5, -3000], [0, -3000], [0.5, -3000], [1, -3000],
  [-0.5, 3000], [0, 3000], [0.5, 3000], [1, 3000], [0, -6000], [0.5, -6000], [0, 6000], [0.5, 6000],
];
/**
 * Misfit (rack-departures.ts units: squared errors of ~20 mm/s) by which a
 * run's departures may exceed the best one's and still count as a run that
 * may have happened. Raising it keeps more orders of touch (more pairs
 * reported at CASCADE_DOUBT_CONFIDENCE); lowering it trusts the fit of a
 * few balls' speeds to pick one order. Development breaks 1-40 at 60 fps
 * (break touches false + missed): 4 + 9 at 1 (over the aims alone, at 4,
 * it was 12 + 9); 2 and 4 kept more true repeats as doubts (with the
 * hitter's departure in the fit as well: 4 + 12, 4 + 14, 2 + 19). Range 0.5-20.
 */
const CASCADE_MISFIT_SLACK = 1;

/** A moving ball's drive into a frozen cluster: the hitter, the member it struck, when (the cascade's model time). */
export interface Drive { hitter: BallId; struck: BallId; t: number }

export interface Cascade { t: number; hitter: BallId; struck: BallId; members: BallId[]; contacts: BallBallEvent[]; repeats: BallBallEvent[] }

/**
 * Largest spread (mm, x range + y range of the last 15 points) of a ball at
 * rest: a rolling ball covers more in a quarter second. The spread of pure
 * noise grows with it: ~7 σ on average (a 15-point range is ~3.5 σ an
 * axis), 4 mm at the renders' σ 0.6 and 8 at twice it, where the fixed
 * value lost half of a rack's balls (development Russian 60 fps, twice the
 * noise: 3 of 8 rack balls with no rest place in break #1). So it is the
 * larger of REST_SPREAD_MM and REST_SPREAD_SIGMAS of the ball's measured
 * rest noise (`restNoise` reads ~0.75 of σ: 12 of it is ~9 σ, 3 standard
 * deviations of the spread above its mean). Raising them takes slow rolls
 * for rest; lowering them loses noisy balls at rest. Ranges 5-15, 8-16.
 */
const REST_SPREAD_MM = 8, REST_SPREAD_SIGMAS = 12;

/** Median rest place over the points just before t, or null when the ball moved (or was unseen) then. */
export function restBefore(h: BallHistory, t: number): [number, number] | null {
  const idx = indicesIn(h, t - 0.5, t - 0.01).slice(-15);
  if (idx.length < 3) return null;
  const xs = idx.map((k) => h.x[k]!), ys = idx.map((k) => h.y[k]!);
  if (Math.max(...xs) - Math.min(...xs) + Math.max(...ys) - Math.min(...ys) > noiseScaled(h, REST_SPREAD_MM, REST_SPREAD_SIGMAS)) return null;
  return [median(xs), median(ys)];
}

/** Each ball's rest place just before t (`restBefore`), for the balls at rest then. */
export function restsBefore(hs: readonly BallHistory[], t: number): Map<BallId, [number, number]> {
  const rests = new Map<BallId, [number, number]>();
  for (const h of hs) { const p = restBefore(h, t); if (p) rests.set(h.id, p); }
  return rests;
}

/** The balls at rest (`rests`) frozen to `id`, transitively (FROZEN_CLUSTER_GAP_MM), `id` first; just [id] for a ball frozen to none. */
export function frozenCluster(rests: ReadonlyMap<BallId, [number, number]>, id: BallId, R: number): BallId[] {
  const members = [id];
  for (let k = 0; k < members.length; k++) {
    const p = rests.get(members[k]!);
    if (p) for (const [o, q] of rests) if (!members.includes(o) && distance(p, q) - 2 * R < FROZEN_CLUSTER_GAP_MM) members.push(o);
  }
  return members;
}

/**
 * The contacts inside a frozen cluster hit by a moving ball (`hit`: a found
 * contact of a moving ball with a ball at rest). The balls frozen to the one
 * touched, transitively, are the cluster; the ball struck is the member the
 * hitter's incoming line reaches first (the path analysis may give the hit
 * to a neighbour that moved more); the contacts follow from equal-mass
 * impacts with throw in the order the rack's hair gaps close (restitution
 * CASCADE_RESTITUTION; rack-impacts.ts) from the hitter's incoming velocity,
 * run over CASCADE_AIMS and CASCADE_SPINS, keeping the runs whose departures fit; a second
 * touch of a pair in line with the hit is read from whether the pair left together (rack-together.ts). Null when
 * the ball touched is not frozen to another or the hitter was not seen coming.
 */
export function frozenCascade(hs: readonly BallHistory[], R: number, hit: BallBallEvent, breaks: Breaks = new Map()): Cascade | null {
  const rests = restsBefore(hs, hit.t);
  const [p0, p1] = hit.balls;
  const arrived = rests.has(p0) && rests.has(p1);
  const [hid, cid] = rests.has(p1) && !rests.has(p0) ? [p0, p1] : rests.has(p0) && !rests.has(p1) ? [p1, p0] : arrived ? arrivingHitter(hs, rests, hit.t, R, breaks) ?? [null, null] : [null, null];
  const hh = hs.find((h) => h.id === hid);
  if (!hid || !cid || !hh) return null;
  const members = frozenCluster(rests, cid, R);
  const incoming = side(hh, hit.t - 1e-6, -1, breaks.get(hid) ?? []);
  if (members.length < (arrived ? ARRIVAL_MIN_MEMBERS : 2) || !incoming || speedOf(incoming) < 100) return null;
  // The member the incoming line reaches first, within a frame or so of the found contact.
  let struck = cid, t = hit.t, first = Infinity;
  for (const id of members) {
    const q = rests.get(id)!, m = meeting(incoming, fitPiece([0, 1], [q[0], q[0]], [q[1], q[1]]), 2 * R);
    if (m.first !== null && Math.abs(m.first - hit.t) < 0.05 && m.first < first) { struck = id; t = first = m.first; }
  }
  const c = rests.get(struck)!, from = pieceAt(incoming, t), l = distance(c, from) || 1;
  const n: [number, number] = [(c[0] - from[0]) / l, (c[1] - from[1]) / l];
  const runAims = (aims: readonly number[]) => aims.flatMap((k) => CASCADE_SPINS.map(([roll, side]) => ({ k, roll, side }))).map(({ k, roll, side }) => {
    const a = (k * CASCADE_NORMAL_SPREAD) / 3;
    const u: [number, number] = [n[0] * Math.cos(a) - n[1] * Math.sin(a), n[0] * Math.sin(a) + n[1] * Math.cos(a)];
    const bodies = [
      { id: hid, x: c[0] - 2 * R * u[0], y: c[1] - 2 * R * u[1], vx: incoming.x.v, vy: incoming.y.v, ...hitterSpin(incoming.x.v, incoming.y.v, roll, side, R) },
      ...members.map((id) => ({ id, x: rests.get(id)![0], y: rests.get(id)![1], vx: 0, vy: 0 })),
    ];
    const pairs = cascadePairs(bodies, R, struck);
    return { pairs, bodies, misfit: departureMisfit(hs, bodies.slice(1), t, breaks, speedOf(incoming)) };
  });
  // No aim near the fitted line explains the departures: the line itself may be off, so the wider aims are run too (rack-aims.ts).
  const tried = withWideAims(members.length, runAims(CASCADE_AIMS), runAims);
  // The aims whose departures fit as well as the best, within noise, are the runs that may have happened (rack-departures.ts).
  const best = Math.min(...tried.map((r) => r.misfit));
  const runs = tried.filter((r) => r.misfit <= best + CASCADE_MISFIT_SLACK);
  const bestRun = runs.find((r) => r.misfit === best) ?? runs[0]!;
  const agree = departuresAgree(hs, bestRun.bodies.slice(1), t, breaks, speedOf(incoming));
  // The ball the best run sends off fastest (the rack's back ball, the hit carried through) left as sent: the hit went through as modelled.
  const carried = bestRun.bodies.slice(1).reduce<RackBody | undefined>((f, m) => (!f || Math.hypot(m.vx, m.vy) > Math.hypot(f.vx, f.vy) ? m : f), undefined);
  const through = !!carried && departureAgrees(hs, carried, t, breaks, speedOf(incoming));
  const key = (p: readonly BallId[]): string => [...p].sort().join('+');
  const count = (ps: readonly (readonly BallId[])[], p: readonly BallId[]): number => ps.filter((q) => key(q) === key(p)).length;
  const all = runs.flatMap((r) => r.pairs).filter((p, i, ps) => ps.findIndex((q) => key(q) === key(p)) === i);
  const contacts = all.map((b): BallBallEvent => {
    const sure = agree && runs.every((r) => count(r.pairs, b) > 0);
    return { t, kind: 'ball-ball', balls: b, confidence: sure ? CASCADE_CONFIDENCE : CASCADE_DOUBT_CONFIDENCE };
  });
  // The k-th touch of a pair (k ≥ 2) in the model's order: a repeat inside the same frame.
  const repeats: BallBallEvent[] = [];
  // The hitter's way in, not the contact normal (a hit off the head ball's centre turns that, not the rack's line).
  const travel: [number, number] = [incoming.x.v / speedOf(incoming), incoming.y.v / speedOf(incoming)];
  for (const b of all) {
    // A pair in line with the hit: whether it left together says whether it touched again, better than the misfit (rack-together.ts).
    // Not a pair of the hitter or the ball struck: their repeats are the hitter pressing on, which its unseen spin decides.
    const together = b.includes(hid) || b.includes(struck) ? null : leftTogether(hs, b, rests, travel, t, breaks, speedOf(incoming));
    const most = together ? togetherTouches(tried.map((r) => ({ misfit: r.misfit, touches: count(r.pairs, b) })), best) : Math.max(...runs.map((r) => count(r.pairs, b)));
    for (let k = 2; k <= Math.min(most, CASCADE_MAX_REPEATS + 1); k++) {
      const sure = agree && together !== false && runs.every((r) => count(r.pairs, b) >= k);
      // The cue ball's second touch of a rack's head ball: the rack, not the departures, settles it (HEAD_REPEAT_MIN_MEMBERS).
      const head = k === 2 && through && sameBalls(b, [hid, struck]) && members.length >= HEAD_REPEAT_MIN_MEMBERS && count(bestRun.pairs, b) >= k;
      const likely = head || (agree && (together === null || k > 2 ? count(bestRun.pairs, b) >= k : together && most >= k));
      repeats.push({ t: t + (k - 1) * CASCADE_REPEAT_STEP_S, kind: 'ball-ball', balls: b, confidence: sure ? CASCADE_CONFIDENCE : likely ? CASCADE_LIKELY_CONFIDENCE : CASCADE_DOUBT_CONFIDENCE });
    }
  }
  return { t, hitter: hid, struck, members, contacts, repeats };
}

/**
 * Speed (mm/s) of a ball arriving at a cluster whose own contact was not
 * found (only touches between two of the cluster's balls were, see
 * `arrivingHitter`): a break's cue ball comes in at 4-8 m/s; a slow ball
 * rolling past a pair is left to the path analysis. Range 300-3000.
 */
const ARRIVAL_SPEED_MM_S = 1000;
/** Time (s) within which its incoming line meets a ball at rest around the found touch: a frame or so (as the struck member's search). Range 0.02-0.1. */
const ARRIVAL_WITHIN_S = 0.05;
/**
 * Fewest balls frozen together for such a hitter to be inferred: a rack. In
 * open play a ball arriving at a frozen pair has its own contact found, and
 * a false touch of the pair a frame or two before it would date the model
 * early and replace the true contact (development Russian at the renders'
 * noise, 60 fps, #33[2]: w6 + colour lost). Range 3-7.
 */
const ARRIVAL_MIN_MEMBERS = 5;

/**
 * A touch found between two balls at rest (a rack pair) with no contact of
 * the ball that set them off: under a noisier camera the path analysis can
 * miss the break's hit itself (development Russian #20 at twice the noise:
 * only touches inside the rack found, no cascade run, 6 touches lost). The
 * hitter is then the fast ball whose incoming line meets a ball at rest
 * within ARRIVAL_WITHIN_S of that touch; [hitter, ball met], or null.
 */
function arrivingHitter(hs: readonly BallHistory[], rests: ReadonlyMap<BallId, [number, number]>, t: number, R: number, breaks: Breaks): [BallId, BallId] | null {
  let best: [BallId, BallId] | null = null, first = Infinity;
  for (const h of hs) {
    if (rests.has(h.id)) continue;
    const incoming = side(h, t - 1e-6, -1, breaks.get(h.id) ?? []);
    if (!incoming || speedOf(incoming) < ARRIVAL_SPEED_MM_S) continue;
    for (const [id, q] of rests) {
      const m = meeting(incoming, fitPiece([0, 1], [q[0], q[0]], [q[1], q[1]]), 2 * R);
      if (m.first !== null && Math.abs(m.first - t) < ARRIVAL_WITHIN_S && m.first < first) { best = [h.id, id]; first = m.first; }
    }
  }
  return best;
}

/** The spin (rad/s) of a ball moving at (vx, vy) with `roll` of its natural roll (about the horizontal axis across its path) and `side` (mm/s at its surface) about the vertical. */
function hitterSpin(vx: number, vy: number, roll: number, side: number, R: number): { wx: number; wy: number; wz: number } {
  return { wx: (-roll * vy) / R, wy: (roll * vx) / R, wz: side / R };
}

/** The model's impacts inside the cluster (rack-impacts.ts): every pair within FROZEN_CLUSTER_GAP_MM touches, the hitter (body 0) meets the ball struck. Mutates `bodies`. */
function cascadePairs(bodies: RackBody[], R: number, struck: BallId): [BallId, BallId][] {
  const touching = (i: number, j: number): boolean => Math.hypot(bodies[j]!.x - bodies[i]!.x, bodies[j]!.y - bodies[i]!.y) - 2 * R <= FROZEN_CLUSTER_GAP_MM;
  return rackImpacts(bodies, R, CASCADE_RESTITUTION, touching, (i, j) => i === 0 && bodies[j]!.id === struck);
}

/** Each cluster ball's departure (its first points after t) agrees with the model's velocity: leaves when and the way the model sends it. */
function departuresAgree(hs: readonly BallHistory[], model: readonly RackBody[], t: number, breaks: Breaks, hitterSpeed: number): boolean {
  return model.every((m) => departureAgrees(hs, m, t, breaks, hitterSpeed));
}

/** One cluster ball's departure agrees with the model's velocity for it (`departuresAgree`); a ball whose departure is not seen agrees. */
function departureAgrees(hs: readonly BallHistory[], m: RackBody, t: number, breaks: Breaks, hitterSpeed: number): boolean {
  const p = departureOf(hs.find((q) => q.id === m.id), t, breaks, hitterSpeed);
  if (!p) return true;
  const vm = Math.hypot(m.vx, m.vy), vo = speedOf(p);
  if (vm < CASCADE_CHECK_SPEED_MM_S / 3) return vo < CASCADE_CHECK_SPEED_MM_S;
  if (vm < CASCADE_CHECK_SPEED_MM_S) return true;
  if (vo < CASCADE_CHECK_SPEED_MM_S / 3) return false;
  const cos = (m.vx * p.x.v + m.vy * p.y.v) / (vm * vo);
  return cos > Math.cos(CASCADE_CHECK_ANGLE);
}

/** A repeat touch of the model to report as a contact: a sure one, or one the best-fitting run makes (CASCADE_LIKELY_CONFIDENCE). */
function likelyRepeat(r: BallBallEvent): boolean {
  return (r.confidence ?? 1) >= CASCADE_LIKELY_CONFIDENCE;
}

const sameBalls = (p: readonly BallId[], q: readonly BallId[]): boolean => (p[0] === q[0] && p[1] === q[1]) || (p[0] === q[1] && p[1] === q[0]);

/**
 * The stroke's ball-ball events with each frozen cluster's contacts taken
 * from its cascade. A contact of a moving ball with a ball frozen to others
 * (confidence ≥ 0.5, in time order) starts a cascade; the events among the
 * cluster and its hitter up to CASCADE_WINDOW_S after it, and among the
 * cluster in the 0.5 s before it (balls at rest do not touch), give way to
 * the model's (a found event of a pair the model has, dated at the hit,
 * keeps its own time and confidence). Later events between two members
 * within CASCADE_LATE_S need a kink or overlap (CASCADE_LATE_EVIDENCE) and
 * the pair parting and closing again (`reapproached`): the cascade seen late
 * by a slow ball's traced-back start, or two balls rolling off together, is
 * not a second contact. One dropped is left as a `contact` doubt on the stroke's rest,
 * as is a repeat touch of the model that is not sure (CASCADE_DOUBT_CONFIDENCE).
 * `drives`: each cascade's hitter and struck ball (retouch.ts reads their re-touches).
 */
export function withCascades(events: readonly BallBallEvent[], hs: readonly BallHistory[], R: number, breaks: Breaks = new Map()): { events: BallBallEvent[]; repeats: BallBallEvent[]; doubts: RestDoubt[]; drives: Drive[] } {
  let out = [...events].sort((a, b) => a.t - b.t);
  const doubts: RestDoubt[] = [];
  const repeats: BallBallEvent[] = [];
  const done: Cascade[] = [];
  const pairOf = (id: BallId): BallHistory | undefined => hs.find((h) => h.id === id);
  for (const e of [...out]) {
    if ((e.confidence ?? 1) < 0.5 || !out.includes(e) || done.some((c) => c.members.some((m) => e.balls.includes(m)) && e.t <= c.t + CASCADE_WINDOW_S)) continue;
    const c = frozenCascade(hs, R, e, breaks);
    if (!c) continue;
    done.push(c);
    const group = new Set([...c.members, c.hitter]);
    const inside = (x: BallBallEvent): boolean => group.has(x.balls[0]) && group.has(x.balls[1]) && x.t <= c.t + CASCADE_WINDOW_S
      && (x.t >= c.t - 0.02 || (x.t >= c.t - 0.5 && c.members.includes(x.balls[0]) && c.members.includes(x.balls[1])));
    const again = (x: BallBallEvent): boolean => {
      if (x.t <= c.t + CASCADE_WINDOW_S || x.t > c.t + CASCADE_LATE_S || !c.members.includes(x.balls[0]) || !c.members.includes(x.balls[1])) return true;
      const a = pairOf(x.balls[0]), b = pairOf(x.balls[1]);
      const ok = (x.confidence ?? 1) >= CASCADE_LATE_EVIDENCE && (!a || !b || reapproached(a, b, c.t, x.t, R));
      if (!ok) doubts.push({ reason: 'contact', confidence: CASCADE_DOUBT_CONFIDENCE, t: x.t, balls: x.balls });
      return ok;
    };
    const found = out.filter((x) => inside(x) && x.t >= c.t - 0.005 && x.t <= c.t + 0.02);
    const model = c.contacts.map((m) => found.find((x) => sameBalls(x.balls, m.balls)) ?? m);
    out = [...out.filter((x) => !inside(x) && again(x)), ...model].sort((a, b) => a.t - b.t);
    // A repeat the best-fitting run makes is a touch, under the high-confidence line when not every fitting run makes it (`likelyRepeat`);
    // any other hangs on an order of touches nothing settles: a `contact` doubt for the referee, not a contact.
    for (const r of c.repeats) {
      if (likelyRepeat(r)) repeats.push(r);
      else doubts.push({ reason: 'contact', confidence: CASCADE_DOUBT_CONFIDENCE, t: r.t, balls: r.balls });
    }
  }
  return { events: out, repeats, doubts, drives: done.map((c) => ({ hitter: c.hitter, struck: c.struck, t: c.t })) };
}
