import { portuguese } from '../contract/order-words/portuguese';
import { spanish } from '../contract/order-words/spanish';
import { orderWord } from './order-words';

/** The loader as a page starts with it: no language's order words yet (tests otherwise add them all up front). */
function freshLoader(): typeof import('./order-words') {
  let loader: typeof import('./order-words') | undefined;
  jest.isolateModules(() => {
    loader = require('./order-words') as typeof import('./order-words');
  });
  return loader!;
}

it('downloads one language’s order words when a page first asks, once, and the reader’s by default', async () => {
  const { loadOrderWords, withOrderWords } = freshLoader();
  const first = loadOrderWords('portuguese');
  expect(loadOrderWords('portuguese')).toBe(first);
  await expect(first).resolves.toEqual(portuguese);
  // The reader's language (English, as nobody chose another), beside a page's own download.
  await expect(withOrderWords(Promise.resolve('page'))).resolves.toBe('page');
  await expect(loadOrderWords()).resolves.toMatchObject({ stage: { payDeposit: 'Awaiting deposit' } });
  await expect(withOrderWords(Promise.resolve('strings'), 'spanish')).resolves.toBe('strings');
  await expect(loadOrderWords('spanish')).resolves.toEqual(spanish);
});

it('names a node or an event a reply sends as any string, and one the words lack by its name', () => {
  expect(orderWord(spanish.event, 'shipDomestic')).toBe('Enviado al puerto');
  expect(orderWord(spanish.node, 'domesticShipped')).toBe('Enviado al puerto');
  expect(orderWord(spanish.event, 'resolveArbitration')).toBe('Arbitraje resuelto');
  expect(orderWord(spanish.event, 'somethingNew')).toBe('somethingNew');
  expect(orderWord(spanish.node, 'toString')).toBe('toString');
});
