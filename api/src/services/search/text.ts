import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';

/*
 * How the API reads what a person typed into a search box. The database stems and matches
 * (migration 0011); this splits the query into the words it looks for, the same way the
 * documents were split, and measures how far a mistyped word is from a known one.
 */

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/;
const TOKEN = /[\u3400-\u4dbf\u4e00-\u9fff]+|[a-z0-9]+(?:[.,]\d+)?[a-z]*/g;
/** Units that follow a size ("450 W", "12000 BTU", "55 pulgadas"): they rank with their figure. */
const UNITS = new Set([
  'w',
  'kw',
  'kwh',
  'wh',
  'mah',
  'v',
  'kva',
  'hp',
  'gb',
  'tb',
  'mb',
  'btu',
  'btus',
  'l',
  'ml',
  'kg',
  't',
  'mm',
  'cm',
  'm',
  'km',
  'in',
  'inch',
  'inches',
  'pulgada',
  'pulgadas',
  'polegada',
  'polegadas',
  'gsm',
  'litro',
  'litros',
  'liter',
  'liters',
  'litre',
  'litres',
  'ton',
  'tons',
  'tonelada',
  'toneladas',
  'tonne',
  'tonnes',
  'hz',
  'mp',
]);
/** Chinese units that follow a figure ("55寸", "300升", "1.5匹"): they go with it. */
const HAN_UNITS = new Set(['寸', '英寸', '升', '匹', '吨', '瓦', '千瓦', '伏', '毫米', '厘米', '米', '公斤', '千克', '克']);
/** Chinese particles a query may carry ("便宜的", "学生用"): nothing to look for. */
const HAN_PARTICLES = new Set(['的', '用', '之', '与', '和', '及', '等', '型']);
/** Two sizes written as one ("60x60", "600x600"): each ranks. */
const DIMENSIONS = /^(\d+(?:[.,]\d+)?)x(\d+(?:[.,]\d+)?)([a-z]*)$/;

// Chinese is written without spaces: a query's runs of Chinese are cut into words by jieba's
// dictionary, loaded the first time a Chinese query comes.
const require = createRequire(import.meta.url);
let jieba: Jieba | null = null;
function chineseWords(run: string): string[] {
  if (!jieba) {
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array };
    jieba = Jieba.withDict(dict);
  }
  return jieba.cut(run, false).filter((word) => isHan(word));
}
const SIZE = /^(\d+(?:[.,]\d+)?)([a-z]*)$/;
/** Lower case without accents, as `puente_norm` in the database. */
export function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function isHan(word: string): boolean {
  return HAN.test(word);
}

export interface QueryWords {
  /** The words every result must have, in the order typed. */
  words: string[];
  /** Sizes and models ("450" of "450W", "12000" of "12000 BTU"): results with them come first. */
  numbers: string[];
}

/**
 * The words of a query: runs of letters and digits, and runs of Chinese characters ("5g手机" is
 * "5g" and "手机"). Sizes ("450W", "12000 BTU", "4.5") rank rather than filter, unless the query
 * has nothing else.
 */
export function queryWords(keyword: string): QueryWords {
  const tokens = (normalise(keyword).match(TOKEN) ?? []).flatMap((token) => (isHan(token) && token.length > 1 ? chineseWords(token) : [token]));
  const words: string[] = [];
  const numbers: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const size = SIZE.exec(token);
    const dimensions = DIMENSIONS.exec(token);
    if (size && (!size[2] || UNITS.has(size[2]))) {
      numbers.push(size[1]!.replace(',', '.'));
      // "12000 BTU", "55寸": the unit goes with its figure.
      if (!size[2] && (UNITS.has(tokens[i + 1] ?? '') || HAN_UNITS.has(tokens[i + 1] ?? ''))) i += 1;
    } else if (dimensions && (!dimensions[3] || UNITS.has(dimensions[3]))) {
      numbers.push(dimensions[1]!.replace(',', '.'), dimensions[2]!.replace(',', '.'));
    } else if (!HAN_PARTICLES.has(token) && !HAN_UNITS.has(token)) {
      words.push(token);
    }
  }
  if (!words.length) return { words: [...new Set(tokens.filter((t) => !HAN_PARTICLES.has(t)))], numbers: [] };
  return { words: [...new Set(words)], numbers: [...new Set(numbers)] };
}

/**
 * Portuguese plurals the stemmer reads apart from their singular ("painéis" is stemmed "pain",
 * "painel" stays "painel"): the other number of a word ending so, looked for beside it.
 */
export function otherNumber(word: string): string | null {
  const plural = /^([a-z]{2,})(e|o|a|u)l$/.exec(word);
  if (plural) return `${plural[1]}${plural[2]}is`;
  const singular = /^([a-z]{2,})(e|o|a|u)is$/.exec(word);
  return singular ? `${singular[1]}${singular[2]}l` : null;
}

/** A word written with its figure ("4k", "lifepo4", "h4") is also looked for as its parts ("4 k"). */
export function spaced(word: string): string | null {
  const parts = word.match(/[a-z]+|\d+(?:\.\d+)?/g) ?? [];
  return parts.length > 1 ? parts.join(' ') : null;
}

/** A Chinese word's character pairs, the way the documents index them. */
export function hanPairs(word: string): string[] {
  const chars = [...word];
  return chars.length < 3 ? [word] : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
}

/** Words a corrector may touch: latin words of four letters or more (shorter ones are too ambiguous). */
export function mayBeMistyped(word: string): boolean {
  return !isHan(word) && /^[a-z]{4,}$/.test(word);
}

/** How many wrong letters a word of this length may carry and still be recognised. */
export function typoAllowance(word: string): number {
  return word.length >= 7 ? 2 : 1;
}

/** Edits (insert, delete, change, swap two neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The words a document's texts add to the vocabulary the corrector chooses from. */
export function vocabularyOf(texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const token of normalise(text).match(TOKEN) ?? []) {
      if (mayBeMistyped(token) || (isHan(token) && token.length >= 2)) words.add(token);
    }
  }
  return [...words];
}
