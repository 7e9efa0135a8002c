import fs from 'node:fs';
import path from 'node:path';
import * as calls from '../shared/src/contract/calls';
import { contractCallNames, contractCalls, contractSurface } from '../shared/src/contract/fingerprint';

/* The gate's fingerprint reads every call, whatever namespace holds it: a change to any call's shape or policy needs a version. */

const eventsSource = fs.readFileSync(path.join(__dirname, '..', 'shared', 'src', 'contract', 'events.ts'), 'utf8');

describe('the contract surface', () => {
  it('holds every call of every namespace, the operators’ with their role', () => {
    const found = contractCalls();
    for (const [space, members] of [
      ['trade', calls.trade],
      ['operator', calls.operator],
    ] as const) {
      for (const [name, value] of Object.entries(members)) {
        if (typeof value === 'object' && value !== null && 'path' in value && 'reply' in value) expect(found.get(`${space}.${name}`)).toBe(value);
      }
    }
    const reviewQueue = contractSurface(eventsSource).calls.find((call) => call.name === 'operator.reviewQueue');
    expect(reviewQueue?.auth).toEqual(calls.operator.reviewQueue.auth);
    expect(typeof reviewQueue?.auth).toBe('object');
  });

  it('names what remotes may reach in each namespace, constants included', () => {
    const names = contractCallNames();
    expect(names.has('operator.platformOrders')).toBe(true);
    expect(names.has('trade.myCart')).toBe(true);
    expect(names.has('goodsDetails')).toBe(true);
  });
});
