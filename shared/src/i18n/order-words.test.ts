import { portuguese } from '../contract/order-words/portuguese';
import { spanish } from '../contract/order-words/spanish';

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
