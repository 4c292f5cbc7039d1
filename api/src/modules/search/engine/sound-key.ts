import Sanscript from '@indic-transliteration/sanscript';

/**
 * Search across scripts (decision 412): a word's sound key, the same for the Devanagari spelling of a trade
 * word and its everyday Latin spellings (बिरयानी, biryani, biriyani → `biryani`; पनीर, paneer, panir →
 * `panir`). The indexed texts carry the keys of their words (withSoundKeys) and the search words are keyed
 * (keyedWord), so a word written in either script finds the other. Constant work per word: no table, no
 * look-up that grows with the data.
 *
 * Devanagari: the Hindi schwa deletion (a consonant's inherent `a` is not said at the end of a word, nor
 * between two consonants that have a vowel on their other side: बिरयानी is said "biryani"), nukta dropped,
 * ऑ as ओ, then the library's ITRANS spelling. Both scripts then meet in foldLatin.
 */

const CONSONANT = /[\u0915-\u0939]/u;
const VIRAMA = '\u094d';
const NUKTA = '\u093c';
/** Vowel signs (matras), including the short and long vocalic r. */
const MATRA = /[\u093e-\u094c\u0962\u0963]/u;
const INDEPENDENT_VOWEL = /[\u0904-\u0914\u0960\u0961]/u;
const DEVANAGARI = /[\u0900-\u097f]/u;

/** One written syllable: a consonant with what follows it, or an independent vowel. */
interface Akshara {
  consonant: boolean;
  /** The consonant or vowel letter. */
  letter: string;
  /** For a consonant: its matra, a virama, or '' (the inherent a). */
  vowel: string;
  /** Anusvara, chandrabindu, visarga after it. */
  marks: string;
}

function aksharas(word: string): Akshara[] {
  const units: Akshara[] = [];
  for (const char of word) {
    const last = units[units.length - 1];
    if (CONSONANT.test(char)) units.push({ consonant: true, letter: char, vowel: '', marks: '' });
    else if (INDEPENDENT_VOWEL.test(char))
      units.push({ consonant: false, letter: char, vowel: '', marks: '' });
    else if (last && last.consonant && !last.vowel && (char === VIRAMA || MATRA.test(char)))
      last.vowel = char;
    else if (last) last.marks += char;
    else units.push({ consonant: false, letter: char, vowel: '', marks: '' });
  }
  return units;
}

/** Whether a syllable ends in a said vowel (an inherent a not deleted, a matra, an independent vowel). */
const voiced = (unit: Akshara | undefined) => !!unit && unit.vowel !== VIRAMA;

/**
 * The word with a virama where Hindi does not say the inherent a: the last consonant of a word of two
 * syllables or more, and, from the end, an a between a vowel-ended syllable and a consonant with a vowel
 * (V C_a C V: बिरयानी → बिर्यानी, हलवाई → हल्वाई). An a carrying an anusvara or chandrabindu is said.
 */
function withSchwaDeletion(word: string): string {
  const units = aksharas(word);
  const last = units.length - 1;
  const inherent = (unit: Akshara) =>
    unit.consonant && unit.vowel === '' && !/[\u0901\u0902]/u.test(unit.marks);
  if (units.length > 1 && inherent(units[last]!)) units[last]!.vowel = VIRAMA;
  for (let i = last - 1; i >= 1; i--) {
    const unit = units[i]!;
    const next = units[i + 1]!;
    if (inherent(unit) && voiced(units[i - 1]) && next.consonant && next.vowel !== VIRAMA)
      unit.vowel = VIRAMA;
  }
  return units.map((unit) => unit.letter + unit.vowel + unit.marks).join('');
}

/** Devanagari to plain Latin letters (before foldLatin). */
function devanagariToLatin(word: string): string {
  const plain = word
    .normalize('NFD')
    .replaceAll(NUKTA, '')
    .replace(/\u0911/gu, '\u0913')
    .replace(/\u0949/gu, '\u094b');
  return Sanscript.t(withSchwaDeletion(plain), 'devanagari', 'itrans')
    .replace(/\.N|M/g, 'n')
    .replace(/~N|~n/g, 'n')
    .replace(/j~n|GY/g, 'gy')
    .toLowerCase();
}

/** English trade words whose spelling is not their sound, as their Devanagari spelling says them. */
const SPELT_OTHERWISE = new Map<string, string>([
  ['chef', 'shef'],
  ['cafe', 'kefe'],
  ['cafes', 'kefes'],
  ['catering', 'ketring'],
  ['waiter', 'veter'],
  ['waiters', 'veters'],
]);
/**
 * The spellings that mean one sound, on both scripts' Latin: long and short vowels (aa, ee, oo), w/v,
 * ph/f, z/j, q/k, c/k, ay/ai, au/o, a final -er/-ar, -en/-an, n/m before b and p, doubled letters.
 */
function foldLatin(latin: string): string {
  // A Map, not an object: a word such as "constructor" must not find Object's own properties.
  const word = SPELT_OTHERWISE.get(latin) ?? latin;
  return word
    .replace(/[^a-z]/g, '')
    .replace(/tch/g, 'ch')
    .replace(/ck/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/c(?!h)/g, 'k')
    .replace(/ee|ii|ie/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/au/g, 'o')
    .replace(/ao$/, 'av')
    .replace(/ay(?![aeiou])/g, 'ai')
    .replace(/n(?=[bp])/g, 'm')
    .replace(/iy(?=[aeiou])/g, 'y')
    .replace(/(.)\1+/g, '$1')
    .replace(/(?<=.[^aeiou]?)er$/, 'ar')
    .replace(/(?<=..)en$/, 'an');
}

/** Keys already made, by word: a search ranks its candidates' titles, whose words repeat. Bounded. */
const made = new Map<string, string>();
const MADE_MAX = 50_000;

/**
 * The sound key of one word (lower case): Devanagari and Latin words (letters a–z, accents ignored) get
 * their key; any other word (digits, another script, a mix) is returned as it is.
 */
export function soundKey(word: string): string {
  let key = made.get(word);
  if (key === undefined) {
    if (made.size >= MADE_MAX) made.clear();
    key = keyOf(word);
    made.set(word, key);
  }
  return key;
}

function keyOf(word: string): string {
  if (DEVANAGARI.test(word)) {
    if (!/^[\u0900-\u097f]+$/u.test(word)) return word;
    const key = foldLatin(devanagariToLatin(word));
    return key || word;
  }
  const latin = word.normalize('NFD').replace(/\p{M}/gu, '');
  if (!/^[a-z]+$/.test(latin)) return word;
  return foldLatin(latin);
}

/** The words of a text as soundKey reads them: lower case, split on InnoDB's non-word characters. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}_]+/u)
    .filter(Boolean);

/**
 * The sound keys a text adds to what an index reads (decision 412): the key of each word that is not
 * already a word of the text as written, once each, space-separated ('' when none). "Paneer tikka" adds
 * "panir tika"; "पनीर" adds "panir".
 */
export function soundKeysOf(text: string | null | undefined): string {
  if (!text) return '';
  const words = wordsOf(text);
  const own = new Set(words);
  const keys = new Set<string>();
  for (const word of words) {
    const key = soundKey(word);
    if (!own.has(key)) keys.add(key);
  }
  return [...keys].join(' ');
}

/** A text with its sound keys after it: what an index built from it reads. */
export function withSoundKeys(text: string): string {
  const keys = soundKeysOf(text);
  return keys ? `${text} ${keys}` : text;
}
