import { LANGUAGES, ORDER_STATUS, TRADE_TERMS } from '../constants';
import { ORDER_NODES, ORDER_PATHS, ORDER_STAGES, orderStageName, type OrderAction, type OrderNode } from '../order-machine';
import { ORDER_SIDE_EVENTS, ORDER_WORDS, orderEventLocalised, orderWordsLocalised } from '.';

const CHINESE = /[\u4e00-\u9fff]/;

/** Every language's words for one thing, as [language, words] (blank words fail the checks below). */
const inEveryLanguage = (pick: (words: (typeof ORDER_WORDS)['english']) => string | undefined) => LANGUAGES.map((language) => [language, pick(ORDER_WORDS[language])]);

/** Words that are written (not blank) in the script of their language, and not left in English. */
function expectWritten(what: string, pick: (words: (typeof ORDER_WORDS)['english']) => string | undefined) {
  const english = pick(ORDER_WORDS.english);
  for (const [language, text] of inEveryLanguage(pick)) {
    expect([what, language, typeof text === 'string' && text.trim().length > 0]).toEqual([what, language, true]);
    expect([what, language, CHINESE.test(text!)]).toEqual([what, language, language === 'chinese_simplified']);
    if (language !== 'english') expect([what, language, text]).not.toEqual([what, language, english]);
  }
}

/** Every state an order can be in: each trade term's nodes at the status their step gives, and cancelled at any of them. */
const STATES = TRADE_TERMS.flatMap((tradeTerm) =>
  ORDER_PATHS[tradeTerm].flatMap((step) => [
    { tradeTerm, node: step.node, status: step.status },
    { tradeTerm, node: step.node, status: ORDER_STATUS.cancelled },
  ]),
);

describe('the order’s words', () => {
  it.each(ORDER_NODES)('names the node %s in every language', (node) => expectWritten(node, (words) => words.node[node]));

  it.each(Object.entries(ORDER_STATUS))('names an order at status %s (%i) by its stage in every language, whatever its node and trade term', (_, status) => {
    const states = STATES.filter((state) => state.status === status);
    // A status no order reaches has no name to show: the machine must lead to every status it declares.
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) expectWritten(`${state.tradeTerm} ${state.node} ${status}`, (words) => words.stage[orderStageName(state)]);
  });

  it.each([...ORDER_STAGES, 'all' as const])('names the stage %s in every language', (stage) => expectWritten(stage, (words) => words.stage[stage]));

  it('has words for exactly the machine’s nodes, stages and events, each node and stage different from the others in one language', () => {
    const actions = new Set(Object.values(ORDER_PATHS).flatMap((path) => path.map((step) => step.action)));
    for (const language of LANGUAGES) {
      const words = ORDER_WORDS[language];
      expect(Object.keys(words.node).sort()).toEqual([...ORDER_NODES].sort());
      expect(Object.keys(words.stage).sort()).toEqual([...ORDER_STAGES, 'all'].sort());
      expect(Object.keys(words.event).sort()).toEqual([...actions, ...ORDER_SIDE_EVENTS].sort());
      expect(new Set(Object.values(words.node)).size).toBe(ORDER_NODES.length);
      expect(new Set(Object.values(words.stage)).size).toBe(ORDER_STAGES.length + 1);
    }
  });

  it('names each step’s event as the node it reaches, and each side event by its own words, in every language', () => {
    const steps = new Map<string, OrderNode>(Object.values(ORDER_PATHS).flatMap((path) => path.map((step) => [step.action, step.node] as const)));
    for (const [action, node] of steps) {
      expectWritten(action, (words) => words.event[action as OrderAction]);
      expect(orderEventLocalised(action as OrderAction)).toEqual(orderWordsLocalised((words) => words.node[node]));
    }
    for (const event of ORDER_SIDE_EVENTS) expectWritten(event, (words) => words.event[event]);
    // The same fact reads the same on the progress, the timeline and in the message: "Shipped to the port".
    expect(orderEventLocalised('shipDomestic')).toEqual({
      english: 'Shipped to the port',
      chinese_simplified: '已发往港口',
      portuguese: 'Enviado ao porto',
      spanish: 'Enviado al puerto',
    });
  });
});
