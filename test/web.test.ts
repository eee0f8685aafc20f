/**
 * The referee page in headless Chromium (Debian's /usr/bin/chromium, driven
 * by playwright-core): it loads, draws the table, shows a call the server
 * pushes, and a correction made on the page reaches the server.
 * TABLETRACK_SCREENSHOT=file.png saves what the page looked like.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { callText } from '../src/contracts/texts.js';
import { caromStroke, makeService, TOKEN } from './server-helpers.js';
import { mappingErrors, syntheticCase } from '../src/calibration/synthetic.js';
import { namedPoint } from '../src/calibration/manual.js';
import { cameraOf } from '../src/camera/calibration.js';
import { project } from '../src/camera/model.js';

// The callbacks below run in the page; this module-local declaration types just what they use, without pulling the DOM lib into the whole program.
interface El { textContent: string | null; width: number; height: number; getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } }
declare const document: { querySelector(selector: string): El | null; getElementById(id: string): El | null };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;
let svc: Awaited<ReturnType<typeof makeService>>;
let port: number;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  svc = await makeService();
  port = await svc.listen();
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

it('shows the pushed call, the score and the table, and sends a correction with the token', async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${port}/?lang=fr`);
  await page.waitForFunction(() => document.querySelector('#player-0 .name')?.textContent === 'A');
  expect(await page.textContent('[data-ui="shotClock"]')).toBe('Chrono');

  // A stroke with a doubtful contact, played while the page watches.
  for (let i = 0; i <= 30; i++) svc.source.pushPositions({ t: 1 + i / 10, balls: { white: { x: -700 + i * 40, y: 200 - i * 10, moving: i < 30 }, yellow: { x: -700, y: 0, moving: false }, red: { x: 700, y: 0, moving: false } } });
  const stroke = caromStroke(1, true, 0.35);
  svc.source.pushEvent(stroke.events[0]!);
  for (let i = 0; i <= 30; i++) {
    svc.source.pushPositions({ t: 1 + i / 10, balls: { white: { x: -700 + i * 50, y: 200 - i * 12, moving: i < 30 }, yellow: { x: -700, y: 0, moving: false }, red: { x: 700 - i * 5, y: i * 4, moving: i < 30 } } });
    await new Promise((r) => setTimeout(r, 20));
  }
  svc.source.pushStroke(stroke);
  const verdict = svc.service.current.verdicts[0]!;
  const expected = verdict.calls.length ? verdict.calls.map((c) => callText(c.call, 'fr')).join(' · ') : 'Valable';
  await page.waitForFunction((text) => document.getElementById('call-text')?.textContent === text, expected);
  expect(await page.textContent('[data-testid="score-0"]')).toBe('1');
  expect(await page.locator('#events li.doubtful').count()).toBe(1);
  // That contact makes the point: the call asks the referee to check it, and the event is marked decisive.
  expect(await page.textContent('[data-testid="call-check"]')).toMatch(/^À vérifier \(35 ?%\)/);
  expect(await page.locator('#events li.decisive').count()).toBe(1);

  // The referee adds a foul no camera can see, from the page.
  await page.fill('[data-testid="token"]', TOKEN);
  await page.selectOption('[data-testid="foul"]', 'touched');
  await page.click('[data-testid="add-foul"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent?.endsWith('OK'));
  expect(svc.service.current.strokes[0]!.refereeFouls).toEqual(['touched']);
  await page.waitForFunction(() => document.getElementById('call-text')?.textContent?.includes('Touché'));
  await page.waitForFunction(() => document.querySelector('[data-testid="score-0"]')?.textContent === '0');

  // Without the token nothing changes, and the page says why.
  await page.fill('[data-testid="token"]', 'wrong-token-wrong-token');
  await page.click('#void');
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent?.startsWith('401'));
  expect(svc.service.current.strokes).toHaveLength(1);

  // Calibrating from the camera reaches the service (no frame from this test source yet: 422, said on the page).
  await page.fill('[data-testid="token"]', TOKEN);
  await page.click('[data-testid="calibrate"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent?.startsWith('422: no camera frame'));

  const canvasDrawn = await page.evaluate(() => {
    const c = document.getElementById('table')!;
    const d = c.getContext('2d')!.getImageData(c.width / 2, c.height / 2, 1, 1).data;
    return d[3] === 255;
  });
  expect(canvasDrawn).toBe(true);
  if (process.env.TABLETRACK_SCREENSHOT) await page.screenshot({ path: process.env.TABLETRACK_SCREENSHOT, fullPage: true });
  expect(errors).toEqual([]);
}, 60_000);

it('calibrates by hand: names clicked on the camera picture are fitted, and the fit is drawn over it', async () => {
  const c = syntheticCase({ seed: 7003, size: [1280, 720] });
  svc.source.frame = { index: 0, capturedAt: 0, width: c.width, height: c.height, data: Buffer.from(c.rgb) };
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.fill('[data-testid="token"]', TOKEN);
  await page.click('[data-testid="hand-calibration"] summary');
  await page.click('[data-testid="picture"]');
  await page.waitForFunction(() => document.getElementById('still')?.width === 1280);
  // Each name chosen from the page's list, then clicked where the true camera puts it (CSS pixels of the shown picture).
  const names = ['corner:top-left', 'corner:top-right', 'corner:bottom-right', 'corner:bottom-left', 'diamond:left:2', 'diamond:left:6',
    'diamond:right:2', 'diamond:right:6', 'diamond:top:2', 'diamond:bottom:2', 'spot:top', 'spot:bottom'];
  const box = (await page.locator('#still').boundingBox())!;
  for (const name of names) {
    const [u, v] = project(c.camera, namedPoint(c.table, name))!;
    await page.selectOption('[data-testid="point-name"]', name);
    await page.click('#still', { position: { x: ((u + 0.5) * box.width) / 1280, y: ((v + 0.5) * box.height) / 720 } });
  }
  expect(await page.locator('[data-testid="points"] li').count()).toBe(names.length);
  const overlay = page.waitForResponse((r) => r.url().endsWith('/api/camera/frame.jpg?overlay=1'));
  await page.click('[data-testid="fit-points"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent?.includes('px RMS'));
  expect((await overlay).status()).toBe(200);
  const cal = svc.source.calibration!;
  expect(cal.image).toEqual({ width: 1280, height: 720 });
  // Clicks land on whole CSS pixels of a picture shown smaller than its size: a pixel or two off, a few mm at most.
  expect(Math.max(...mappingErrors(c.camera, cameraOf(cal), c.table).cloth)).toBeLessThan(6);
  if (process.env.TABLETRACK_SCREENSHOT) await page.screenshot({ path: process.env.TABLETRACK_SCREENSHOT.replace(/(\.png)?$/, '-hand.png'), fullPage: true });
  expect(errors).toEqual([]);
}, 90_000);
