/** Five-pins (CEB B/7, 2018). How it is judged: docs/rules-five-pins.md. */
export { fivePinsJudge, type State } from './judge.js';
export { fivePinsSettings, type Settings } from './settings.js';
