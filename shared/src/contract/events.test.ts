import { createEventBus, EVENT_NAMES, type PuenteEventName } from './events';

// The event list is the contract's: exactly these, each one emitted and listened to somewhere
// (navigate: the API client on result 2, heard by the shell's router; toast: every area, heard
// by the shell's toaster). Session and preferences are store atoms, not events.
const EVENTS: Record<PuenteEventName, true> = { navigate: true, toast: true };

describe('the event bus', () => {
  it('carries each event to its listeners until they stop listening', () => {
    const bus = createEventBus();
    const heard: string[] = [];
    const off = bus.on('toast', ({ message }) => heard.push(message));
    bus.on('navigate', ({ to }) => heard.push(`to ${to}`));
    bus.emit('toast', { type: 'info', message: 'one' });
    bus.emit('navigate', { to: '/message' });
    off();
    bus.emit('toast', { type: 'info', message: 'two' });
    expect(heard).toEqual(['one', 'to /message']);
    expect(Object.keys(EVENTS)).toEqual(['navigate', 'toast']);
    expect(EVENT_NAMES).toEqual(Object.keys(EVENTS));
  });

  it('keeps telling the other listeners when one of them fails', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createEventBus();
    const heard: string[] = [];
    bus.on('toast', () => {
      throw new Error('broken listener');
    });
    bus.on('toast', ({ message }) => heard.push(message));
    bus.emit('toast', { type: 'error', message: 'still heard' });
    expect(heard).toEqual(['still heard']);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
