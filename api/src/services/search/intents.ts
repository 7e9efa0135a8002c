import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../../config/paths';
import { normalise } from './text';

/*
 * Buyers write what they want with words around it: "celular 5g barato", "paneles solares para
 * casa", "buy air conditioner wholesale". Those words are intent, not text the goods carry. The
 * table (`search-intents.json`, editable without code) says which words ask for the cheapest
 * first, which say how the buyer means to buy (never narrowing the list), and which qualify what
 * the goods are for or how big they are (ranking, never emptying the list).
 */

const INTENTS_FILE = path.join(CONTENT_DIR, 'search-intents.json');

const IntentsSchema = z.object({
  about: z.string(),
  cheap: z.array(z.string().min(1)),
  trade: z.array(z.string().min(1)),
  qualifiers: z.array(z.string().min(1)),
  ranks: z.record(z.string(), z.array(z.string().min(1))),
});

export type WordRole = 'cheap' | 'trade' | 'qualifier' | 'thing';

export interface Intents {
  roleOf(word: string): WordRole;
  /** Words whose goods rank first for a qualifier ("small": "mini"). */
  ranksFor(word: string): string[];
}

/** Reads the table, refusing one whose words are written twice or in two roles. */
export function readIntents(text = fs.readFileSync(INTENTS_FILE, 'utf8')): Intents {
  const table = IntentsSchema.parse(JSON.parse(text));
  const roles = new Map<string, WordRole>();
  for (const [role, words] of [
    ['cheap', table.cheap],
    ['trade', table.trade],
    ['qualifier', table.qualifiers],
  ] as const) {
    for (const word of words) {
      const key = normalise(word);
      if (roles.has(key)) throw new Error(`search-intents.json: "${word}" is listed twice (${roles.get(key)} and ${role})`);
      roles.set(key, role);
    }
  }
  const ranks = new Map(Object.entries(table.ranks).map(([word, extra]) => [normalise(word), extra.map(normalise)]));
  for (const word of ranks.keys()) if (roles.get(word) !== 'qualifier') throw new Error(`search-intents.json: "${word}" ranks goods but is not a qualifier`);
  return {
    roleOf: (word) => roles.get(normalise(word)) ?? 'thing',
    ranksFor: (word) => ranks.get(normalise(word)) ?? [],
  };
}

let intents: Intents | null = null;

/** The table, read once per process. */
export function searchIntents(): Intents {
  intents ??= readIntents();
  return intents;
}
