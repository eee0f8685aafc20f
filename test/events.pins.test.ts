/**
 * Pin shifts on coarse video (issue 6, seen on test-videos/match-five-pins at
 * 540p): a pin is ~2 px there and its detected place jitters and steps by a
 * pixel, which must not read as a confident shift at the strike's time.
 */
import { describe, expect, it } from 'vitest';
import { PINS, type PinId } from '../src/contracts/ids.js';
import { pinSeats } from '../src/geometry/castle.js';
import { CAROM_MATCH_TABLE } from '../src/geometry/tables.js';
import { mulberry32 } from '../src/sim/physics/index.js';
import type { TrackedFrame } from '../src/track/tracker.js';
import { pinEvents } from '../src/events/pins.js';
import { type BallHistory, histories as historiesOf } from '../src/events/history.js';

const FPS = 30, STRIKE = 1;
const seats = pinSeats(CAROM_MATCH_TABLE);

/** Two seconds of frames, every pin standing at its seat plus `jitter` (uniform ±mm); `pin` offset by `offset(t)`. */
function frames(pin: PinId, jitter: number, offset: (t: number) => [number, number], seed = 7): TrackedFrame[] {
  const rnd = mulberry32(seed);
  return Array.from({ length: 2 * FPS }, (_, i): TrackedFrame => {
    const t = i / FPS;
    const pinsStanding = PINS.map((p) => {
      const [ox, oy] = p === pin ? offset(t) : [0, 0];
      return { x: seats[p][0] + ox + jitter * (2 * rnd() - 1), y: seats[p][1] + oy + jitter * (2 * rnd() - 1) };
    });
    return { frame: i, t, balls: [], pinsStanding, pinsFallen: [], backfill: [] };
  });
}

describe('pin shifts', () => {
  it('a pixel step of a jittering pin (540p) is not a shift', () => {
    const fs = frames('left', 4, (t) => (t > STRIKE + 0.3 ? [3.5, 0] : [0, 0]));
    const found = pinEvents(fs, CAROM_MATCH_TABLE, [], STRIKE);
    expect(found.events.filter((e) => e.kind === 'pin-shift')).toEqual([]);
    expect(found.after.left).toBe('standing');
  });

  /** The bottom pin goes down at `at`: its standing detection gone, its lying body 15 mm from its seat toward the centre. */
  const bottomDown = (fs: TrackedFrame[], at: number): TrackedFrame[] => fs.map((f) => (f.t < at ? f : {
    ...f, pinsStanding: f.pinsStanding.filter((p) => Math.hypot(p.x - seats.bottom[0], p.y - seats.bottom[1]) > 12),
    pinsFallen: [{ x: seats.bottom[0] + 15, y: seats.bottom[1] }],
  }));

  it('a clear shift with no ball seen reaching the pin, after a pin went down, is timed when it moved, for the referee to look at', () => {
    const moved = STRIKE + 0.4;
    const fs = bottomDown(frames('centre', 0.6, (t) => (t >= moved ? [8, 0] : [0, 0])), STRIKE + 0.3);
    const shifts = pinEvents(fs, CAROM_MATCH_TABLE, [], STRIKE).events.filter((e) => e.kind === 'pin-shift');
    expect(shifts).toHaveLength(1);
    expect(shifts[0]!.t).toBeCloseTo(moved, 1);
    expect(shifts[0]!.confidence).toBeLessThan(0.9);
    expect(shifts[0]).not.toHaveProperty('by');
  });

  it('a standing pin read elsewhere after the strike with no ball reaching it and no pin down did not move (match-five-pins stroke 2: the left pin\'s frozen reading stepped 4.9 mm)', () => {
    const fs = frames('left', 0, (t) => (t >= STRIKE + 0.14 ? [2.5, -4.2] : [0, 0]));
    expect(pinEvents(fs, CAROM_MATCH_TABLE, [], STRIKE).events).toEqual([]);
  });

  // The simulated detector's pin noise: σ 0.4 mm an axis (uniform ±0.7 mm has σ 0.40). A struck pin that stays up slides at most ~1.5 mm.
  const SIM_JITTER = 0.7;
  const shiftsIn = (fs: TrackedFrame[]) => pinEvents(fs, CAROM_MATCH_TABLE, [], STRIKE).events.filter((e) => e.kind === 'pin-shift');

  it('a pin read 1.36 mm off after the stroke, its reading frozen (540p video: spread 0), is no shift (match-five-pins stroke 2, centre)', () => {
    expect(shiftsIn(frames('centre', 0, (t) => (t >= STRIKE + 0.4 ? [1.2, 0.63] : [0, 0])))).toEqual([]);
  });

  it('a pin moved 1.2 mm under the simulated detector\'s noise is no shift: under what the frames can show of a pin at rest (PIN_SHIFT_MM)', () => {
    expect(shiftsIn(frames('left', SIM_JITTER, (t) => (t >= STRIKE + 0.4 ? [0.85, -0.85] : [0, 0])))).toEqual([]);
  });

  it('pins standing still under that noise are never shifted (20 recordings, 5 pins each)', () => {
    for (let seed = 1; seed <= 20; seed++) expect(shiftsIn(frames('left', SIM_JITTER, () => [0, 0], seed))).toEqual([]);
  });

  /** A ball rolling along y = 0 from x0 at v mm/s from the strike on, stopping where it touches the centre pin (the pin moves 8 mm on at `moved`). */
  const touch = CAROM_MATCH_TABLE.ballRadius + CAROM_MATCH_TABLE.castle.pinTopRadius;
  const rollTo = (x0: number, v: number) => (t: number): readonly [number, number] => {
    const x = x0 + v * Math.max(0, t - STRIKE);
    return [v > 0 ? Math.min(x, seats.centre[0] - touch) : Math.max(x, seats.centre[0] + touch), 0];
  };
  const withBalls = (fs: TrackedFrame[], balls: Partial<Record<'white' | 'yellow', (t: number) => readonly [number, number]>>): TrackedFrame[] =>
    fs.map((f) => ({ ...f, balls: Object.entries(balls).map(([id, at]) => {
      const [x, y] = at(f.t);
      return { id: id as 'white', x, y, vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 };
    }) }));
  const shiftsOf = (fs: TrackedFrame[]) => pinEvents(fs, CAROM_MATCH_TABLE, [...historiesOf(fs).values()], STRIKE).events.filter((e) => e.kind === 'pin-shift');

  it('a shift one ball alone was seen reaching names that ball (five-pins 3003.3-4: a pin it knocks over is that ball\'s)', () => {
    // The white reaches the centre pin 0.3 s after the strike (300 mm/s from 124 mm short of touching) and pushes it 8 mm.
    const fs = withBalls(frames('centre', 0.6, (t) => (t >= STRIKE + 0.35 ? [8, 0] : [0, 0])), { white: rollTo(-touch - 90, 300) });
    expect(shiftsOf(fs)).toMatchObject([{ kind: 'pin-shift', pin: 'centre', by: 'white' }]);
  });

  it('a shift two balls reached within a frame of each other names neither (a wrong `by` would hand a fall behind it to the wrong ball)', () => {
    const fs = withBalls(frames('centre', 0.6, (t) => (t >= STRIKE + 0.35 ? [8, 0] : [0, 0])), { white: rollTo(-touch - 90, 300), yellow: rollTo(touch + 91, -300) });
    const shifts = shiftsOf(fs);
    expect(shifts).toMatchObject([{ kind: 'pin-shift', pin: 'centre' }]);
    expect(shifts[0]).not.toHaveProperty('by');
  });
});

/**
 * Knockers in the castle at 25-30 fps (issue 6): a frame is 33-40 ms, as
 * long as a pin takes to knock the next one, so which ball or pin came first
 * rests on where the balls were in the frame the pin is first missing.
 */
type P = readonly [number, number];
interface Scene {
  fps: number; dur: number;
  /** Time the pin is first missing standing (undefined: stands throughout). */
  gone: Partial<Record<PinId, number>>;
  /** Time the pin is stood up (undefined: standing from the start). */
  upFrom?: Partial<Record<PinId, number>>;
  /** Lying pins seen at time t. */
  lying: (t: number) => P[];
  /** Ball places at t (null: not seen). */
  balls: Partial<Record<'white' | 'yellow' | 'red', (t: number) => P | null>>;
}

function scene(s: Scene): TrackedFrame[] {
  return Array.from({ length: Math.round(s.dur * s.fps) }, (_, i): TrackedFrame => {
    const t = i / s.fps;
    const balls = Object.entries(s.balls).flatMap(([id, at]) => {
      const p = at(t);
      return p ? [{ id: id as 'white', x: p[0], y: p[1], vx: 0, vy: 0, observed: true, moving: false, unseenS: 0 }] : [];
    });
    const pinsStanding = PINS.filter((p) => t >= (s.upFrom?.[p] ?? -Infinity) - 1e-9 && !(t >= (s.gone[p] ?? Infinity) - 1e-9)).map((p) => ({ x: seats[p][0], y: seats[p][1] }));
    return { frame: i, t, balls, pinsStanding, pinsFallen: s.lying(t).map(([x, y]) => ({ x, y })), backfill: [] };
  });
}

const falls = (fs: TrackedFrame[], strike: number): Record<string, { by: string; confidence?: number; t: number }> =>
  Object.fromEntries(pinEvents(fs, CAROM_MATCH_TABLE, histories(fs), strike).events.flatMap((e) => (e.kind === 'pin-fall' ? [[e.pin, { by: e.by, confidence: e.confidence, t: e.t }]] : [])));

function histories(fs: TrackedFrame[]): BallHistory[] {
  return [...historiesOf(fs).values()];
}

describe('pin knockers at 25-30 fps', () => {
  it('a pin fallen between the aimed pin and the knocked one passed the fall on (bottom → centre → top)', () => {
    const f = (n: number): number => n / 30;
    // Bottom goes down first and slides into the centre seat; the centre pin's own lying detection (toward the top) is farther
    // from its seat than the bottom pin's, so its fall looks pointed back at the bottom: only the bottom pin seems aimed at the top.
    const fs = scene({
      fps: 30, dur: 2, gone: { bottom: f(45), centre: f(46), top: f(47) },
      lying: (t) => [
        ...(t >= f(45) ? [[Math.min(-12, -40 + 660 * (t - f(45))), 0] as P] : []),
        ...(t >= f(46) ? [[Math.min(60, 31 + 660 * (t - f(46))), 4] as P] : []),
        ...(t >= f(47) ? [[95, -20] as P] : []),
      ],
      balls: { red: () => [700, 0] },
    });
    const found = falls(fs, 1);
    expect(found.centre?.by).toBe('bottom');
    expect(found.top?.by).toBe('centre');
  });

  /** White running along the castle's line toward the bottom cushion at 1230 mm/s, seen every frame. */
  const white = (t: number): P => [Math.min(446, 200 - 1230 * (t - 1)), 0];

  it('a ball still short of the pin and closing in when it is gone came late: the pin whose fall points at it knocked it', () => {
    const f = (n: number): number => n / 30;
    // The white knocks the centre pin (frame 34 → 35); the centre pin lies toward the bottom pin, which is gone at frame 35
    // while the white, 58 mm from its seat, reaches it only in the frame after.
    const fs = scene({ fps: 30, dur: 2, gone: { centre: f(35), bottom: f(35) }, lying: (t) => (t >= f(35) ? [[Math.max(-40, -25 - 300 * (t - f(35))), 3]] : []), balls: { white } });
    const found = falls(fs, 0.8);
    expect(found.centre?.by).toBe('white');
    expect(found.bottom?.by).toBe('centre');
    expect(found.bottom?.confidence).toBeLessThan(0.9);
  });

  it('a late ball with no fall pointing at the pin keeps it: the standing detection was missed a frame early', () => {
    const f = (n: number): number => n / 30;
    const fs = scene({ fps: 30, dur: 2, gone: { bottom: f(35) }, lying: (t) => (t >= f(36) ? [[-90, 0]] : []), balls: { white } });
    expect(falls(fs, 0.8).bottom?.by).toBe('white');
  });

  /** 25 fps: the white lies at (23, 6) under the cue from 0.4 s before its strike at 2.0 s and runs through the bottom pin. */
  const hiddenWhite = (to: P) => (t: number): P | null => {
    if (t < 1.6) return [23, 6];
    if (t < 2.08 - 1e-9) return null;
    const u = (t - 2) / 0.08;
    return [23 + (to[0] - 23) * u, 6 + (to[1] - 6) * u];
  };

  it('a ball seen again from under the cue in the frame the pin is gone knocked it when its way from its rest crosses the pin', () => {
    const fs = scene({ fps: 25, dur: 4, gone: { bottom: 2.08 }, lying: (t) => (t >= 2.08 ? [[-75, 10]] : []), balls: { white: hiddenWhite([-108, 23]), yellow: () => [-600, 300] } });
    const bottom = falls(fs, 1.99).bottom;
    expect(bottom?.by).toBe('white');
    expect(bottom?.confidence).toBe(0.8);
    expect(bottom?.t).toBeGreaterThan(2.04 - 1e-9);
    expect(bottom?.t).toBeLessThan(2.08 + 1e-9);
  });

  it('a pin stood up again shortly before the strike stands: its fall is reported', () => {
    // The right pin lay down through most of the 1.5 s before the strike and was stood up 0.4 s before it; the white knocks it.
    const white = (t: number): P => [Math.max(-400, 200 - 1000 * Math.max(0, t - 1.5)), -63];
    const fs = scene({ fps: 25, dur: 3.5, upFrom: { right: 1.1 }, gone: { right: 1.78 }, lying: (t) => (t >= 1.78 ? [[-30, -70]] : []), balls: { white } });
    const found = pinEvents(fs, CAROM_MATCH_TABLE, histories(fs), 1.5);
    expect(found.before.right).toBe('standing');
    expect(found.events).toMatchObject([{ kind: 'pin-fall', pin: 'right', by: 'white' }]);
  });

  it('one seen again at once whose way does not cross the pin did not', () => {
    const fs = scene({ fps: 25, dur: 4, gone: { bottom: 2.08 }, lying: (t) => (t >= 2.08 ? [[-75, 10]] : []), balls: { white: hiddenWhite([-60, 160]), yellow: () => [-600, 300] } });
    expect(falls(fs, 1.99).bottom?.by).toBe('bottom');
  });
});

describe('a fallen pin does not stand up again', () => {
  const f = (n: number): number => n / 30;
  /** White running along the castle's line toward the bottom cushion at 1230 mm/s, through the bottom pin at frame 35. */
  const white = (t: number): P => [Math.min(446, 200 - 1230 * (t - 1)), 0];
  /** The scene's frames with a standing detection on the bottom seat again from `from` on (the bare seat's mark read as a pin). */
  const markFrom = (fs: TrackedFrame[], from: number): TrackedFrame[] =>
    fs.map((fr) => (fr.t >= from - 1e-9 ? { ...fr, pinsStanding: [...fr.pinsStanding, { x: seats.bottom[0], y: seats.bottom[1] }] } : fr));

  it('a pin down with its body beside the seat for 0.3 s is fallen though its seat reads standing to the end (video five-pins-30-7001)', () => {
    const fs = markFrom(scene({ fps: 30, dur: 2, gone: { bottom: f(35) }, lying: (t) => (t >= f(35) && t < 1.45 ? [[seats.bottom[0] - 15, 4]] : []), balls: { white } }), 1.5);
    const found = pinEvents(fs, CAROM_MATCH_TABLE, histories(fs), 0.8);
    expect(found.after.bottom).toBe('fallen');
    const fall = found.events.find((e) => e.kind === 'pin-fall' && e.pin === 'bottom');
    expect(fall).toMatchObject({ by: 'white' });
    expect(fall!.t).toBeLessThan(f(35) + 1e-9);
    // The end disagrees: the referee may look.
    expect(fall!.confidence).toBeLessThan(0.9);
  });

  it('a standing pin missed for 0.5 s with no lying pin beside its seat (an arm over it) still stands', () => {
    const fs = markFrom(scene({ fps: 30, dur: 2, gone: { bottom: 1.0 }, lying: () => [], balls: { red: () => [700, 0] } }), 1.5);
    const found = pinEvents(fs, CAROM_MATCH_TABLE, histories(fs), 0.8);
    expect(found.after.bottom).toBe('standing');
    expect(found.events.filter((e) => e.kind === 'pin-fall')).toEqual([]);
  });
});

describe('knock times', () => {
  it('a slow ball knocks the pin when it reaches it, not when it first comes within 25 mm', () => {
    // The white rolls at 150 mm/s along the castle's line onto the bottom pin; it touches it (R + pin top) at 1.5 s.
    const touch = CAROM_MATCH_TABLE.ballRadius + CAROM_MATCH_TABLE.castle.pinTopRadius;
    const white = (t: number): P => [seats.bottom[0] - touch + 150 * (t - 1.5), 0];
    const fs = scene({ fps: 30, dur: 2.5, gone: { bottom: 1.5 + 1 / 30 }, lying: (t) => (t >= 1.5 + 1 / 30 ? [[seats.bottom[0] + 14, 2]] : []), balls: { white: (t) => (t < 1.5 ? white(t) : white(1.5)) } });
    const bottom = falls(fs, 0.5).bottom;
    expect(bottom?.by).toBe('white');
    expect(Math.abs(bottom!.t - 1.5)).toBeLessThan(1 / 30);
  });
});

describe('a ball at rest beside a pin did not knock it', () => {
  // Development five-pins #21 stroke 2: the yellow lies 19 mm clear of the right pin; the white, struck under the cue, runs
  // through the pin and sends the yellow straight away from it at 300 mm/s. The yellow's jitter at rest (here a 0.8 mm sway
  // toward the pin and back) fitted a drift meeting the pin seconds ahead, and its departure line run backwards met it before
  // the yellow moved: either way the yellow "came" before the white.
  const yellowRest: P = [-47, -39];
  const away = [(yellowRest[0] - seats.right[0]) / 52.8, (yellowRest[1] - seats.right[1]) / 52.8] as const;
  const yellow = (t: number): P => {
    const sway = 0.8 * Math.sin((2 * Math.PI * t) / 0.4);
    if (t < 2.05) return [yellowRest[0] - sway * away[0], yellowRest[1] - sway * away[1]];
    return [yellowRest[0] + 300 * away[0] * (t - 2.05), yellowRest[1] + 300 * away[1] * (t - 2.05)];
  };
  // The white lies at (111, -38) and is hidden from 1.5 s; it crosses the right pin's seat at 2.0 s at 1500 mm/s.
  const dir = [(seats.right[0] - 111) / Math.hypot(111, 25), (seats.right[1] + 38) / Math.hypot(111, 25)] as const;
  const white = (t: number): P | null => {
    if (t < 1.5) return [111, -38];
    if (t < 2.1 - 1e-9) return null;
    return [seats.right[0] + 1500 * dir[0] * (t - 2), seats.right[1] + 1500 * dir[1] * (t - 2)];
  };
  for (const fps of [60, 30]) {
    it(`${fps} fps: the white, seen again past the pin, knocked it; not the yellow`, () => {
      const gone = Math.ceil(2.0 * fps) / fps;
      const fs = scene({ fps, dur: 3, gone: { right: gone }, lying: (t) => (t >= gone ? [[seats.right[0] - 20, seats.right[1] - 8]] : []), balls: { white, yellow } });
      const right = falls(fs, 1.9).right;
      expect(right?.by).toBe('white');
      expect(right!.t).toBeGreaterThan(1.9);
    });
  }
});

describe('a ball struck from beside a pin', () => {
  // Held-out five-pins at 30 fps: the white lay beside the centre pin and knocked it 5 ms after the yellow struck it. Its fit
  // through its rest points and its first moving one "met" the pin before it moved, and the fall went unexplained.
  const rest: P = [-31.5, 20];
  const dir = [31.5 / Math.hypot(31.5, 20), -20 / Math.hypot(31.5, 20)] as const;
  const white = (t: number): P => (t < 1.5 ? rest : [rest[0] + 700 * dir[0] * (t - 1.5), rest[1] + 700 * dir[1] * (t - 1.5)]);
  for (const fps of [30, 60]) {
    it(`${fps} fps: knocked the pin it was struck into`, () => {
      const gone = Math.ceil(1.505 * fps) / fps;
      const fs = scene({ fps, dur: 3, gone: { centre: gone }, lying: (t) => (t >= gone ? [[14, -9]] : []), balls: { white, yellow: () => [-600, 300] } });
      const centre = falls(fs, 1.4).centre;
      expect(centre?.by).toBe('white');
      expect(Math.abs(centre!.t - 1.505)).toBeLessThan(1 / fps);
    });
  }
});

describe('a ball a frame late', () => {
  it('reaching the pin by the next frame, still closing in when it was first missed, knocked it (30 fps)', () => {
    // Development five-pins #14 stroke 5: the yellow knocks the centre pin, then the bottom one 42 ms later; the bottom pin's
    // standing detection is missed from the frame the centre pin goes, when the yellow is still 29 mm beyond touching it (outside
    // the knocker's 25 mm); the centre pin flies off 48° wide of the bottom seat.
    const yellow = (t: number): P => [100 - 1500 * (t - 1.5), 5];
    const gone = 47 / 30;
    const lying = (t: number): P[] => [
      ...(t >= gone ? [[-660 * (t - 1.545), -750 * (t - 1.545)] as P] : []),
      ...(t >= 1.6 ? [[-80 - 900 * (t - 1.6), 3] as P] : []),
    ];
    const fs = scene({ fps: 30, dur: 3, gone: { centre: gone, bottom: gone }, lying, balls: { yellow, white: () => [-600, 300] } });
    const found = falls(fs, 1.4);
    expect(found.centre?.by).toBe('yellow');
    expect(found.bottom?.by).toBe('yellow');
  });
});

describe('a late ball beside a pin whose fall is not seen', () => {
  it('keeps the knock but leaves the referee a doubt when the pin the ball sent off flew wide of it (30 fps)', () => {
    // As development five-pins #64 stroke 2 (below), but the white takes the top pin 10.5 mm off centre: the top pin flies off
    // along their line of centres, 18° (20 mm) wide of the centre seat (as #47 stroke 3 at 60 fps), and is first seen lying 50 mm
    // from its own; the centre pin is missed the next frame with the white short of it, and the white knocked it.
    const white = (t: number): P => [200 - 1100 * (t - 1.5), 10.5];
    const lying = (t: number): P[] => [
      ...(t >= 48 / 30 ? [[15 - 1000 * (t - 1.6), -16 - 330 * (t - 1.6)] as P] : []),
      ...(t >= 49 / 30 ? [[-29 - 1100 * (t - 49 / 30), 10] as P] : []),
    ];
    const fs = scene({ fps: 30, dur: 3, gone: { top: 48 / 30, centre: 49 / 30 }, lying, balls: { white, yellow: () => [-600, 300] } });
    const found = falls(fs, 1.4);
    expect(found.top?.by).toBe('white');
    expect(found.centre?.by).toBe('white');
    expect(found.centre!.confidence).toBeLessThan(0.9);
  });
});

describe('a pin a ball sent flying, its lying body not seen by its seat', () => {
  it('knocked the pin on its line of flight, not the ball a frame late (development five-pins #64 stroke 2, 30 fps)', () => {
    // The white knocks the top pin full at 1.1 m/s; the top pin flies along the castle's line over the centre seat (first seen
    // lying 48 mm from its own: no fall direction from its body) and knocks the centre pin, missed the next frame with the white
    // 20 mm short of it. The white sent the top pin off along their line of centres, straight at the centre pin.
    const white = (t: number): P => [200 - 1100 * (t - 1.5), 2];
    const lying = (t: number): P[] => [
      ...(t >= 48 / 30 ? [[15 - 1100 * (t - 1.6), -3] as P] : []),
      ...(t >= 49 / 30 ? [[-29 - 1100 * (t - 49 / 30), 10] as P] : []),
    ];
    const fs = scene({ fps: 30, dur: 3, gone: { top: 48 / 30, centre: 49 / 30 }, lying, balls: { white, yellow: () => [-600, 300] } });
    const found = falls(fs, 1.4);
    expect(found.top?.by).toBe('white');
    expect(found.centre?.by).toBe('top');
    expect(found.centre!.confidence).toBeLessThan(0.9);
  });

  it('across the diagonal: the bottom pin flown into the left one (development five-pins #70 stroke 7, 30 fps)', () => {
    // The white, running at 2.2 m/s toward the top-left, knocks the bottom pin 45° off centre; the pin flies at ~2.8 m/s across
    // the diagonal, is first seen lying on the left seat (95 mm from its own), and both are missed standing in that frame; the
    // white reaches the left pin a frame later.
    const tk = 1.52;
    const white = (t: number): P => [-87.6 + 1830 * (t - tk), -23 + 1240 * (t - tk)];
    const gone = 46 / 30;
    const lying = (t: number): P[] => (t >= gone ? [[8 + 2100 * (t - gone), 63 + 1850 * (t - gone)], [12 + 440 * (t - gone), 112 + 1840 * (t - gone)]] : []);
    const fs = scene({ fps: 30, dur: 3, gone: { bottom: gone, left: gone }, lying, balls: { white, yellow: () => [-600, 300] } });
    const found = falls(fs, 1.2);
    expect(found.bottom?.by).toBe('white');
    expect(found.left?.by).toBe('bottom');
  });

  it('its flight read from its lying body on the line, when the knock puts the line 12° off (development #70 stroke 7, 60 fps)', () => {
    // The white's fitted place at the knock puts the line of centres 12° off the diagonal (18 mm wide of the left seat); the
    // bottom pin's body, seen from 50 mm off its seat, flies straight along the diagonal into the left pin.
    const tk = 1.52, a = (33 * Math.PI) / 180;
    const white = (t: number): P => [-63 - 33.75 * Math.cos(a) + 1830 * (t - tk), -33.75 * Math.sin(a) + 1240 * (t - tk)];
    const gone = 92 / 60, leftGone = 93 / 60;
    const lying = (t: number): P[] => [
      ...(t >= gone ? [[-63 + Math.SQRT1_2 * (50 + 2800 * (t - gone)), Math.SQRT1_2 * (50 + 2800 * (t - gone))] as P] : []),
      ...(t >= leftGone ? [[10 + 440 * (t - leftGone), 105 + 1840 * (t - leftGone)] as P] : []),
    ];
    const fs = scene({ fps: 60, dur: 3, gone: { bottom: gone, left: leftGone }, lying, balls: { white, yellow: () => [-600, 300] } });
    const found = falls(fs, 1.2);
    expect(found.bottom?.by).toBe('white');
    expect(found.left?.by).toBe('bottom');
  });
});

describe('a pin a late ball sent flying', () => {
  it('knocked the pin on its line that went down after it, though that pin is settled first in the castle\'s order (development five-pins #114 stroke 2, 60 fps)', () => {
    // The white, along the castle's line at 2.6 m/s, is still 16 mm short of the bottom pin when its standing detection is missed
    // (a frame early); it knocks it at 1.606 s, and the bottom pin flies straight into the centre one, gone a frame later with the
    // white 35 mm short of it. The bottom pin's own knocker (the late white) is settled before the centre's.
    const white = (t: number): P => [-96.75 + 2600 * (t - 1.606), 0.5];
    const lying = (t: number): P[] => (t >= 97 / 60 ? [[-13 + 2700 * (t - 97 / 60), 2], [30 + 3000 * (t - 97 / 60), -5]] : []);
    const fs = scene({ fps: 60, dur: 3, gone: { bottom: 96 / 60, centre: 97 / 60 }, lying, balls: { white, yellow: () => [-600, 300] } });
    const found = falls(fs, 1.2);
    expect(found.bottom?.by).toBe('white');
    expect(found.centre?.by).toBe('bottom');
  });
});

describe('a ball hidden under the cue beside the castle', () => {
  it('knocked the pin it lay by, and the pin that fell straight at the next one knocked that one (development five-pins #88 stroke 4, 30 fps)', () => {
    // The white, struck from 30 mm beyond touching the right pin, is under the cue until 0.15 s after; the right pin falls across
    // the diagonal straight at the top pin, which goes down a frame later. The white never came near the top pin.
    const white = (t: number): P | null => (t < 0.95 ? [-52, -101] : t < 1.25 ? null : [150 + 1000 * (t - 1.25), -10 + 400 * (t - 1.25)]);
    const lying = (t: number): P[] => [
      ...(t >= 33 / 30 ? [[26 + 870 * (t - 1.1), -36 + 930 * (t - 1.1)] as P] : []),
      ...(t >= 34 / 30 ? [[112 + 1650 * (t - 34 / 30), 34 + 1110 * (t - 34 / 30)] as P] : []),
    ];
    const fs = scene({ fps: 30, dur: 3, gone: { right: 33 / 30, top: 34 / 30 }, lying, balls: { white, yellow: () => [-600, 300] } });
    const found = falls(fs, 1);
    expect(found.right?.by).toBe('white');
    expect(found.top?.by).toBe('right');
  });
});

describe('which falling pin knocked a side pin', () => {
  it('the corner pin whose fall points straight at it, not the nearer centre pin falling 40° wide (60 fps)', () => {
    // Development five-pins #5 stroke 1: the yellow runs along the castle's line through the bottom and centre pins; the bottom
    // pin falls across the diagonal straight at the right pin and knocks it; the centre pin falls 40° wide of it.
    const yellow = (t: number): P => [-96.75 + 1000 * (t - 1.5), 0];
    const at = (n: number): number => n / 60;
    const lying = (t: number): P[] => [
      ...(t >= at(91) ? [[-63 + 10, -10] as P] : []),
      ...(t >= at(94) ? [[9, -11] as P] : []),
      ...(t >= at(95) ? [[8, -80] as P] : []),
    ];
    const fs = scene({ fps: 60, dur: 3, gone: { bottom: at(91), centre: at(94), right: at(95) }, lying, balls: { yellow, white: () => [-600, 300] } });
    const found = falls(fs, 1.4);
    expect(found.bottom?.by).toBe('yellow');
    expect(found.centre?.by).toBe('yellow');
    expect(found.right?.by).toBe('bottom');
  });
});

describe('a lying pin just beyond its seat', () => {
  it('gives its fall direction: its body 49.6 mm off, pointing at the knocked pin (development five-pins #173 stroke 4 at 25 fps)', () => {
    // The white, hidden under the cue throughout, knocks the bottom pin (gone at 2.04); its body, the only lying one, lies
    // 49.6 mm from its seat, 8° off the line to the right seat (cos 0.99) and 52 mm from the centre seat. The right and centre
    // pins are gone a frame later, the centre pin's body not seen: the bottom pin knocked the right one, not the nearer centre.
    const b = seats.bottom, a = -Math.PI / 4 - (8 * Math.PI) / 180;
    const body: P = [b[0] + 49.6 * Math.cos(a), b[1] + 49.6 * Math.sin(a)];
    const fs = scene({
      fps: 25, dur: 4, gone: { bottom: 2.04, centre: 2.08, right: 2.08 },
      lying: (t) => (t >= 2.04 - 1e-9 ? [body] : []),
      balls: { white: (t) => (t < 1.6 ? [23, 6] : null), yellow: () => [-600, 300] },
    });
    expect(falls(fs, 1.99).right?.by).toBe('bottom');
  });
});
