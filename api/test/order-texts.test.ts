import { LANGUAGES, ORDER_PATHS } from '@puente/shared/contract';
import { ORDER_SIDE_EVENTS, ORDER_WORDS } from '@puente/shared/messages';
import { ORDER_EVENT_NAMES } from '../src/services/order-texts';

describe('what messages call an order’s events', () => {
  it('reads the order’s words: a step as the node it reaches, a side event by its own, in every language', () => {
    const steps = Object.values(ORDER_PATHS).flatMap((path) => path);
    expect(Object.keys(ORDER_EVENT_NAMES).sort()).toEqual([...new Set([...steps.map((step) => step.action), ...ORDER_SIDE_EVENTS])].sort());
    for (const language of LANGUAGES) {
      for (const step of steps) expect([step.action, language, ORDER_EVENT_NAMES[step.action][language]]).toEqual([step.action, language, ORDER_WORDS[language].node[step.node]]);
      for (const event of ORDER_SIDE_EVENTS) expect([event, language, ORDER_EVENT_NAMES[event][language]]).toEqual([event, language, ORDER_WORDS[language].event[event]]);
    }
    expect(ORDER_EVENT_NAMES.shipDomestic.english).toBe('Shipped to the port');
    expect(ORDER_EVENT_NAMES.shipOverseas.spanish).toBe('Enviado al exterior');
  });
});
