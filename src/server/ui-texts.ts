/**
 * Labels of the referee page in every shipped language. Foul and call texts
 * come from src/contracts/texts.ts; these are the page's own words. The type
 * makes a missing translation a compile error.
 */
import type { Language } from '../contracts/texts.js';

export const UI_KEYS = [
  'score', 'sets', 'innings', 'run', 'highRun', 'shotClock', 'next', 'stroke', 'lastStroke', 'camera', 'fps', 'latency',
  'paused', 'running', 'ready', 'over', 'winner', 'correct', 'token', 'addFoul', 'removeEvent', 'voidStroke', 'start', 'pause',
  'apply', 'doubtful', 'valid', 'foul', 'noCall', 'connecting', 'declare', 'choice', 'corrected', 'language',
  'notCalibrated', 'calibrate', 'check',
] as const;
export type UiKey = (typeof UI_KEYS)[number];

export const UI_TEXTS: Record<Language, Record<UiKey, string>> = {
  en: {
    notCalibrated: 'not calibrated: nothing is detected', calibrate: 'Calibrate from the camera',
    score: 'Score', sets: 'Sets', innings: 'Innings', run: 'Run', highRun: 'High run', shotClock: 'Shot clock', next: 'To play', stroke: 'Stroke',
    lastStroke: 'Last stroke', camera: 'Camera', fps: 'fps', latency: 'latency', paused: 'Paused', running: 'In play', ready: 'Ready', over: 'Match over',
    winner: 'Winner', correct: 'Referee corrections', token: 'Referee token', addFoul: 'Add foul', removeEvent: 'Remove event', voidStroke: 'Void stroke',
    start: 'Start', pause: 'Pause', apply: 'Apply', doubtful: 'doubtful', check: 'Check', valid: 'Valid', foul: 'Foul', noCall: '—', connecting: 'Connecting…',
    declare: 'Strict call', choice: 'Who plays?', corrected: 'corrected', language: 'Language',
  },
  fr: {
    notCalibrated: 'non calibrée : rien n’est détecté', calibrate: 'Calibrer depuis la caméra',
    score: 'Score', sets: 'Manches', innings: 'Reprises', run: 'Série', highRun: 'Meilleure série', shotClock: 'Chrono', next: 'Au tour de', stroke: 'Coup',
    lastStroke: 'Dernier coup', camera: 'Caméra', fps: 'i/s', latency: 'latence', paused: 'En pause', running: 'En jeu', ready: 'Prêt', over: 'Match terminé',
    winner: 'Vainqueur', correct: 'Corrections de l’arbitre', token: 'Jeton arbitre', addFoul: 'Ajouter une faute', removeEvent: 'Supprimer l’événement', voidStroke: 'Annuler le coup',
    start: 'Démarrer', pause: 'Pause', apply: 'Appliquer', doubtful: 'douteux', check: 'À vérifier', valid: 'Valable', foul: 'Faute', noCall: '—', connecting: 'Connexion…',
    declare: 'Annonce', choice: 'Qui joue ?', corrected: 'corrigé', language: 'Langue',
  },
  it: {
    notCalibrated: 'non calibrata: nulla viene rilevato', calibrate: 'Calibra dalla telecamera',
    score: 'Punteggio', sets: 'Set', innings: 'Riprese', run: 'Serie', highRun: 'Serie migliore', shotClock: 'Cronometro', next: 'Al tiro', stroke: 'Tiro',
    lastStroke: 'Ultimo tiro', camera: 'Telecamera', fps: 'fps', latency: 'latenza', paused: 'In pausa', running: 'In gioco', ready: 'Pronto', over: 'Partita finita',
    winner: 'Vincitore', correct: 'Correzioni dell’arbitro', token: 'Token arbitro', addFoul: 'Aggiungi fallo', removeEvent: 'Rimuovi evento', voidStroke: 'Annulla tiro',
    start: 'Avvia', pause: 'Pausa', apply: 'Applica', doubtful: 'dubbio', check: 'Da verificare', valid: 'Valido', foul: 'Fallo', noCall: '—', connecting: 'Connessione…',
    declare: 'Chiamata', choice: 'Chi gioca?', corrected: 'corretto', language: 'Lingua',
  },
  el: {
    notCalibrated: 'χωρίς βαθμονόμηση: δεν ανιχνεύεται τίποτα', calibrate: 'Βαθμονόμηση από την κάμερα',
    score: 'Σκορ', sets: 'Σετ', innings: 'Γύροι', run: 'Σειρά', highRun: 'Καλύτερη σειρά', shotClock: 'Χρονόμετρο', next: 'Παίζει', stroke: 'Χτύπημα',
    lastStroke: 'Τελευταίο χτύπημα', camera: 'Κάμερα', fps: 'fps', latency: 'καθυστέρηση', paused: 'Σε παύση', running: 'Σε εξέλιξη', ready: 'Έτοιμο', over: 'Τέλος αγώνα',
    winner: 'Νικητής', correct: 'Διορθώσεις διαιτητή', token: 'Κλειδί διαιτητή', addFoul: 'Προσθήκη φάουλ', removeEvent: 'Αφαίρεση συμβάντος', voidStroke: 'Ακύρωση χτυπήματος',
    start: 'Έναρξη', pause: 'Παύση', apply: 'Εφαρμογή', doubtful: 'αμφίβολο', check: 'Έλεγχος', valid: 'Έγκυρο', foul: 'Φάουλ', noCall: '—', connecting: 'Σύνδεση…',
    declare: 'Δήλωση', choice: 'Ποιος παίζει;', corrected: 'διορθώθηκε', language: 'Γλώσσα',
  },
  ru: {
    notCalibrated: 'не откалибрована: ничего не распознаётся', calibrate: 'Откалибровать по камере',
    score: 'Счёт', sets: 'Сеты', innings: 'Подходы', run: 'Серия', highRun: 'Лучшая серия', shotClock: 'Время на удар', next: 'Бьёт', stroke: 'Удар',
    lastStroke: 'Последний удар', camera: 'Камера', fps: 'к/с', latency: 'задержка', paused: 'Пауза', running: 'Игра', ready: 'Готово', over: 'Матч окончен',
    winner: 'Победитель', correct: 'Поправки судьи', token: 'Ключ судьи', addFoul: 'Добавить нарушение', removeEvent: 'Удалить событие', voidStroke: 'Отменить удар',
    start: 'Старт', pause: 'Пауза', apply: 'Применить', doubtful: 'сомнительно', check: 'Проверить', valid: 'Засчитан', foul: 'Нарушение', noCall: '—', connecting: 'Соединение…',
    declare: 'Заказ', choice: 'Кто бьёт?', corrected: 'исправлено', language: 'Язык',
  },
};
