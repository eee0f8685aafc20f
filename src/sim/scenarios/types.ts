/** What a scenario is: a layout, strokes written for a verdict, and how to find their shots. */
import type { BallId, Discipline } from '../../contracts/ids.js';
import type { Position } from '../../contracts/match.js';
import type { Live, MatchHeader, Trial, TrialOptions } from './chain.js';
import type { Aim } from './search.js';

export interface StrokePlan {
  /** Geometric aims to sample around, from the position before this stroke. `cue`: the shooter's own ball (carom). */
  aims: (live: Live, cue: BallId) => Aim[];
  /** The stroke verdict this stroke is written for (a subset, as in the golden files). */
  expect: Record<string, unknown>;
  /** Further conditions on the true events (exact cushion counts, a near miss...). */
  intent?: (t: Trial) => boolean;
  /** Knife-edge intents: a wider predicate whose edge the search bisects towards (search.ts). */
  coarse?: (t: Trial) => boolean;
  jump?: TrialOptions['jump'];
  tries?: number;
}

export interface ScenarioDef {
  name: string;
  discipline: Discipline;
  description: string;
  /** Match-file fields beyond discipline/players/balls (distance, settings, sets). */
  header?: Partial<Omit<MatchHeader, 'discipline' | 'players' | 'balls'>>;
  layout: Position;
  strokes: StrokePlan[];
  /** Match-level verdict subset (score, winner...), besides the strokes'. */
  expect?: Record<string, unknown>;
}
