/**
 * What the referee screen says for each foul and call code, in every shipped
 * language (English, French, Italian, Greek, Russian). Referees say the zone
 * calls in French everywhere; the other languages keep those words.
 * A test checks that every code has a text in every language.
 */
import type { CallCode, FoulCode } from './codes.js';

export const LANGUAGES = ['en', 'fr', 'it', 'el', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
type Texts = Record<Language, string>;

export const FOUL_TEXTS: Record<FoulCode, Texts> = {
  pins: { en: 'Pins (own ball into the pins)', fr: 'Quilles (bille joueuse dans les quilles)', it: 'Birilli (biglia battente nei birilli)', el: 'Κορίνες (η δική σας μπάλα στις κορίνες)', ru: 'Кегли (свой шар в кеглях)' },
  'pins-first': { en: 'Pins before the object ball', fr: 'Quilles avant la bille adverse', it: 'Birilli prima della biglia avversaria', el: 'Κορίνες πριν από την αντίπαλη μπάλα', ru: 'Кегли до прицельного шара' },
  'red-first': { en: 'Red ball first', fr: 'Bille rouge en premier', it: 'Pallino per primo', el: 'Πρώτα η κόκκινη', ru: 'Сначала красный шар' },
  'object-ball': { en: 'Object ball missed', fr: 'Bille adverse manquée', it: 'Biglia avversaria mancata', el: 'Αστοχία αντίπαλης μπάλας', ru: 'Промах по прицельному шару' },
  'wrong-ball': { en: 'Wrong ball', fr: 'Mauvaise bille', it: 'Biglia sbagliata', el: 'Λάθος μπάλα', ru: 'Не тот шар' },
  'ball-outside': { en: 'Ball off the table', fr: 'Bille sautée', it: 'Biglia fuori dal tavolo', el: 'Μπάλα εκτός τραπεζιού', ru: 'Шар вылетел со стола' },
  'balls-in-motion': { en: 'Balls in motion', fr: 'Billes en mouvement', it: 'Biglie in movimento', el: 'Μπάλες σε κίνηση', ru: 'Шары в движении' },
  touched: { en: 'Touched', fr: 'Touché', it: 'Toccata', el: 'Άγγιγμα', ru: 'Касание' },
  'ball-in-contact': { en: 'Played into the ball in contact', fr: 'Bille collée jouée directement', it: 'Biglia a contatto giocata direttamente', el: 'Παιχνίδι προς την εφαπτόμενη μπάλα', ru: 'Удар в прижатый шар' },
  jump: { en: 'Jump of the ball', fr: 'Saut de bille', it: 'Salto della biglia', el: 'Άλμα της μπάλας', ru: 'Прыжок шара' },
  time: { en: 'Time', fr: 'Temps dépassé', it: 'Tempo scaduto', el: 'Υπέρβαση χρόνου', ru: 'Время' },
  'pushed-through': { en: 'Pushed through', fr: 'Queutage', it: 'Accompagnata', el: 'Σπρώξιμο', ru: 'Толчок' },
  'leather-tip': { en: 'Not with the leather tip', fr: 'Pas avec le procédé', it: 'Non con il cuoio', el: 'Όχι με τη μύτη', ru: 'Не наклейкой' },
  foot: { en: 'Foot off the floor', fr: 'Pied décollé', it: 'Piede sollevato', el: 'Πόδι εκτός εδάφους', ru: 'Нога оторвана от пола' },
  'fair-play': { en: 'Against fair play: set lost', fr: 'Anti-jeu : manche perdue', it: 'Antisportivo: set perso', el: 'Αντιαθλητικό: χαμένο σετ', ru: 'Неспортивное поведение: партия проиграна' },
  'restees-dedans': { en: 'Restées dedans: end of inning', fr: 'Restées dedans : fin de série', it: 'Restées dedans: fine della serie', el: 'Restées dedans: τέλος σειράς', ru: 'Restées dedans: конец серии' },
  'illegal-break': { en: 'Illegal break', fr: 'Casse irrégulière', it: 'Apertura irregolare', el: 'Αντικανονικό σπάσιμο', ru: 'Неправильный разбой' },
  'no-call': { en: 'Colour potted without a call', fr: 'Bille de couleur empochée sans annonce', it: 'Colore imbucato senza chiamata', el: 'Χρωματιστή χωρίς δήλωση', ru: 'Цветной забит без заказа' },
  'off-route': { en: 'Off the called route', fr: 'Hors du trajet annoncé', it: 'Fuori dal percorso chiamato', el: 'Εκτός δηλωμένης διαδρομής', ru: 'Не по заказанной траектории' },
  'white-and-colour': { en: 'White and colour on one shot', fr: 'Blanche et couleur sur un coup', it: 'Bianca e colore nello stesso colpo', el: 'Λευκή και χρωματιστή σε ένα χτύπημα', ru: 'Белый и цветной одним ударом' },
  'white-limit': { en: 'More than three whites', fr: 'Plus de trois blanches', it: 'Più di tre bianche', el: 'Πάνω από τρεις λευκές', ru: 'Больше трёх белых' },
  'second-foul': { en: 'Second foul: frame lost', fr: 'Deuxième faute : partie perdue', it: 'Secondo fallo: partita persa', el: 'Δεύτερο φάουλ: χαμένο παιχνίδι', ru: 'Второй штраф: партия проиграна' },
  'early-colour': { en: 'Colour potted early without a bank or combination', fr: 'Couleur empochée trop tôt sans bande ni combinaison', it: 'Colore imbucato in anticipo senza sponda né combinazione', el: 'Πρόωρη χρωματιστή χωρίς μπάντα ή συνδυασμό', ru: 'Ранний цветной без борта или комбинации' },
  other: { en: 'Foul', fr: 'Faute', it: 'Fallo', el: 'Φάουλ', ru: 'Нарушение' },
};

export const CALL_TEXTS: Record<CallCode, Texts> = {
  entrees: { en: 'Entrées', fr: 'Entrées', it: 'Entrées', el: 'Entrées', ru: 'Entrées' },
  dedans: { en: 'Dedans', fr: 'Dedans', it: 'Dedans', el: 'Dedans', ru: 'Dedans' },
  'restees-dedans': { en: 'Restées dedans', fr: 'Restées dedans', it: 'Restées dedans', el: 'Restées dedans', ru: 'Restées dedans' },
  'a-cheval': { en: 'À cheval', fr: 'À cheval', it: 'À cheval', el: 'À cheval', ru: 'À cheval' },
  touchent: { en: 'Touchent', fr: 'Touchent', it: 'Touchent', el: 'Touchent', ru: 'Touchent' },
  libres: { en: 'Libres', fr: 'Libres', it: 'Libres', el: 'Libres', ru: 'Libres' },
  partout: { en: 'All', fr: 'Partout', it: 'Pari', el: 'Ισοπαλία', ru: 'Поровну' },
  'for-five': { en: 'For five', fr: 'À cinq', it: 'A cinque', el: 'Για πέντε', ru: 'Пять до конца' },
  'for-three': { en: 'For three', fr: 'À trois', it: 'A tre', el: 'Για τρεις', ru: 'Три до конца' },
  point: { en: 'Point', fr: 'Point', it: 'Punto', el: 'Πόντος', ru: 'Очко' },
  'no-point': { en: 'No point', fr: 'Pas de point', it: 'Nessun punto', el: 'Χωρίς πόντο', ru: 'Нет очка' },
  pins: { en: 'Pins', fr: 'Quilles', it: 'Birilli', el: 'Κορίνες', ru: 'Кегли' },
  'game-over': { en: 'Game', fr: 'Partie', it: 'Partita', el: 'Τέλος αγώνα', ru: 'Конец матча' },
  'set-over': { en: 'Set', fr: 'Manche', it: 'Set', el: 'Σετ', ru: 'Сет' },
  'frame-over': { en: 'Frame', fr: 'Partie gagnée', it: 'Partita vinta', el: 'Παρτίδα', ru: 'Партия' },
  choice: { en: 'Play or hand back?', fr: 'Jouer ou rendre la main ?', it: 'Giocare o restituire?', el: 'Παίζετε ή επιστρέφετε;', ru: 'Играть или вернуть удар?' },
};

export function foulText(code: FoulCode, lang: Language = 'en'): string {
  return FOUL_TEXTS[code][lang];
}

export function callText(code: CallCode, lang: Language = 'en'): string {
  return CALL_TEXTS[code][lang];
}
