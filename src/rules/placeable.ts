/**
 * Which balls a stroke's verdict lets a hand place before the next strike
 * (issue 6, session 58): the events stage reads such a ball, carried out of
 * sight and put down elsewhere, as placed rather than struck off the table
 * (src/events/placement.ts). Pure: the verdict and the match's set-up in,
 * ball ids out.
 */
import { ballsOf, type BallId, type Discipline } from '../contracts/ids.js';
import type { PlayerId } from '../contracts/match.js';
import type { StrokeVerdict } from '../contracts/verdict.js';
import { playerBall } from './five-pins/judge.js';

export interface PlacementSetup {
  discipline: Discipline;
  balls?: Readonly<Partial<Record<PlayerId, BallId>>>;
}

/**
 * The balls a hand may place after this verdict: every ball it re-spots (`respot`, and `respotOnRequest`: the
 * incoming player may ask), the incoming player's ball for a five-pins free ball (placed anywhere in its half,
 * CEB 3004: never in `respot` while it lies on the cloth), and every ball when a set or frame is decided (set up
 * afresh). A ball already off the cloth is harmless here: the stage only reads balls it saw at rest go.
 */
export function placeableAfter(verdict: StrokeVerdict, setup: PlacementSetup): BallId[] {
  if (verdict.calls.some((c) => c.call === 'set-over' || c.call === 'frame-over')) return [...ballsOf(setup.discipline)];
  const ids = new Set<BallId>([...Object.keys(verdict.respot), ...Object.keys(verdict.respotOnRequest ?? {})] as BallId[]);
  if (verdict.freeBall && verdict.next !== null) ids.add(playerBall(setup.balls, verdict.next));
  return [...ids];
}
