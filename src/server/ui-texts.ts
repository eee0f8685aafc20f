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
  'notCalibrated', 'calibrate', 'check', 'handCalibration', 'handHint', 'picture', 'undo', 'fitPoints', 'showCalibration',
] as const;
export type UiKey = (typeof UI_KEYS)[number];

export const UI_TEXTS: Record<Language, Record<UiKey, string>> = {
  en: {
    handCalibration: 'Calibrate by hand', handHint: 'Choose a point, then click it on the picture: 8 or more, spread over the whole table (cushion-nose corners, diamonds, spots).', picture: 'Camera picture', undo: 'Undo', fitPoints: 'Fit the points', showCalibration: 'Show the calibration',
    notCalibrated: 'not calibrated: nothing is detected', calibrate: 'Calibrate from the camera',
    score: 'Score', sets: 'Sets', innings: 'Innings', run: 'Run', highRun: 'High run', shotClock: 'Shot clock', next: 'To play', stroke: 'Stroke',
    lastStroke: 'Last stroke', camera: 'Camera', fps: 'fps', latency: 'latency', paused: 'Paused', running: 'In play', ready: 'Ready', over: 'Match over',
    winner: 'Winner', correct: 'Referee corrections', token: 'Referee token', addFoul: 'Add foul', removeEvent: 'Remove event', voidStroke: 'Void stroke',
    start: 'Start', pause: 'Pause', apply: 'Apply', doubtful: 'doubtful', check: 'Check', valid: 'Valid', foul: 'Foul', noCall: '—', connecting: 'Connecting…',
    declare: 'Strict call', choice: 'Who plays?', corrected: 'corrected', language: 'Language',
  },
  fr: {
    handCalibration: 'Calibrer à la main', handHint: 'Choisissez un point, puis cliquez-le sur l’image : 8 ou plus, répartis sur tout le billard (coins des bandes, mouches, points).', picture: 'Image de la caméra', undo: 'Annuler le dernier', fitPoints: 'Ajuster sur les points', showCalibration: 'Voir la calibration',
    notCalibrated: 'non calibrée : rien n’est détecté', calibrate: 'Calibrer depuis la caméra',
    score: 'Score', sets: 'Manches', innings: 'Reprises', run: 'Série', highRun: 'Meilleure série', shotClock: 'Chrono', next: 'Au tour de', stroke: 'Coup',
    lastStroke: 'Dernier coup', camera: 'Caméra', fps: 'i/s', latency: 'latence', paused: 'En pause', running: 'En jeu', ready: 'Prêt', over: 'Match terminé',
    winner: 'Vainqueur', correct: 'Corrections de l’arbitre', token: 'Jeton arbitre', addFoul: 'Ajouter une faute', removeEvent: 'Supprimer l’événement', voidStroke: 'Annuler le coup',
    start: 'Démarrer', pause: 'Pause', apply: 'Appliquer', doubtful: 'douteux', check: 'À vérifier', valid: 'Valable', foul: 'Faute', noCall: '—', connecting: 'Connexion…',
    declare: 'Annonce', choice: 'Qui joue ?', corrected: 'corrigé', language: 'Langue',
  },
  it: {
    handCalibration: 'Calibra a mano', handHint: 'Scegli un punto, poi cliccalo sull’immagine: 8 o più, sparsi su tutto il biliardo (angoli delle sponde, diamanti, punti).', picture: 'Immagine della telecamera', undo: 'Annulla l’ultimo', fitPoints: 'Adatta ai punti', showCalibration: 'Mostra la calibrazione',
    notCalibrated: 'non calibrata: nulla viene rilevato', calibrate: 'Calibra dalla telecamera',
    score: 'Punteggio', sets: 'Set', innings: 'Riprese', run: 'Serie', highRun: 'Serie migliore', shotClock: 'Cronometro', next: 'Al tiro', stroke: 'Tiro',
    lastStroke: 'Ultimo tiro', camera: 'Telecamera', fps: 'fps', latency: 'latenza', paused: 'In pausa', running: 'In gioco', ready: 'Pronto', over: 'Partita finita',
    winner: 'Vincitore', correct: 'Correzioni dell’arbitro', token: 'Token arbitro', addFoul: 'Aggiungi fallo', removeEvent: 'Rimuovi evento', voidStroke: 'Annulla tiro',
    start: 'Avvia', pause: 'Pausa', apply: 'Applica', doubtful: 'dubbio', check: 'Da verificare', valid: 'Valido', foul: 'Fallo', noCall: '—', connecting: 'Connessione…',
    declare: 'Chiamata', choice: 'Chi gioca?', corrected: 'corretto', language: 'Lingua',
  },
  el: {
    handCalibration: 'Βαθμονόμηση με το χέρι', handHint: 'Διαλέξτε ένα σημείο και κάντε κλικ πάνω του στην εικόνα: 8 ή περισσότερα, σε όλο το τραπέζι (γωνίες των μαντεινιών, διαμάντια, σημάδια).', picture: 'Εικόνα της κάμερας', undo: 'Αναίρεση', fitPoints: 'Προσαρμογή στα σημεία', showCalibration: 'Εμφάνιση της βαθμονόμησης',
    notCalibrated: 'χωρίς βαθμονόμηση: δεν ανιχνεύεται τίποτα', calibrate: 'Βαθμονόμηση από την κάμερα',
    score: 'Σκορ', sets: 'Σετ', innings: 'Γύροι', run: 'Σειρά', highRun: 'Καλύτερη σειρά', shotClock: 'Χρονόμετρο', next: 'Παίζει', stroke: 'Χτύπημα',
    lastStroke: 'Τελευταίο χτύπημα', camera: 'Κάμερα', fps: 'fps', latency: 'καθυστέρηση', paused: 'Σε παύση', running: 'Σε εξέλιξη', ready: 'Έτοιμο', over: 'Τέλος αγώνα',
    winner: 'Νικητής', correct: 'Διορθώσεις διαιτητή', token: 'Κλειδί διαιτητή', addFoul: 'Προσθήκη φάουλ', removeEvent: 'Αφαίρεση συμβάντος', voidStroke: 'Ακύρωση χτυπήματος',
    start: 'Έναρξη', pause: 'Παύση', apply: 'Εφαρμογή', doubtful: 'αμφίβολο', check: 'Έλεγχος', valid: 'Έγκυρο', foul: 'Φάουλ', noCall: '—', connecting: 'Σύνδεση…',
    declare: 'Δήλωση', choice: 'Ποιος παίζει;', corrected: 'διορθώθηκε', language: 'Γλώσσα',
  },
  ru: {
    handCalibration: 'Калибровка вручную', handHint: 'Выберите точку и щёлкните её на кадре: 8 или больше, по всему столу (углы бортов, ромбы, точки).', picture: 'Кадр камеры', undo: 'Отменить', fitPoints: 'Подогнать по точкам', showCalibration: 'Показать калибровку',
    notCalibrated: 'не откалибрована: ничего не распознаётся', calibrate: 'Откалибровать по камере',
    score: 'Счёт', sets: 'Сеты', innings: 'Подходы', run: 'Серия', highRun: 'Лучшая серия', shotClock: 'Время на удар', next: 'Бьёт', stroke: 'Удар',
    lastStroke: 'Последний удар', camera: 'Камера', fps: 'к/с', latency: 'задержка', paused: 'Пауза', running: 'Игра', ready: 'Готово', over: 'Матч окончен',
    winner: 'Победитель', correct: 'Поправки судьи', token: 'Ключ судьи', addFoul: 'Добавить нарушение', removeEvent: 'Удалить событие', voidStroke: 'Отменить удар',
    start: 'Старт', pause: 'Пауза', apply: 'Применить', doubtful: 'сомнительно', check: 'Проверить', valid: 'Засчитан', foul: 'Нарушение', noCall: '—', connecting: 'Соединение…',
    declare: 'Заказ', choice: 'Кто бьёт?', corrected: 'исправлено', language: 'Язык',
  },
};
