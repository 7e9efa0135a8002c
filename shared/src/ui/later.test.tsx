import { act, render, screen } from '@testing-library/react';
import { Later, useNearViewport } from './later';

type Observed = { callback: IntersectionObserverCallback; element?: Element; margin?: string };
let observers: Observed[];
let idle: Array<() => void>;

beforeEach(() => {
  observers = [];
  idle = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    private entry: Observed;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.element = element;
    }
    disconnect() {}
  };
  (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (run: () => void) => idle.push(run);
  (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback = () => undefined;
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

describe('a part of a page drawn later', () => {
  it('holds its place until the browser is idle, then shows its content', () => {
    render(
      <Later minHeight="300px">
        <p>Pavilions</p>
      </Later>,
    );
    expect(screen.queryByText('Pavilions')).toBeNull();
    expect(screen.getByTestId('later').style.minHeight).toBe('300px');
    act(() => idle.forEach((run) => run()));
    expect(screen.getByText('Pavilions')).toBeTruthy();
    expect(screen.queryByTestId('later')).toBeNull();
  });

  it('shows its content as soon as it nears the screen, before the browser is idle', () => {
    render(
      <Later>
        <p>Requirements</p>
      </Later>,
    );
    const [watcher] = observers;
    expect(watcher!.element).toBe(screen.getByTestId('later'));
    act(() => watcher!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('Requirements')).toBeTruthy();
  });

  it('shows its content on the next turn where the browser has neither', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    render(
      <Later>
        <p>Footer</p>
      </Later>,
    );
    expect(await screen.findByText('Footer')).toBeTruthy();
  });

  it('watches within 200 px of the screen, or within the margin a part asks for (the footer’s codes: on screen only)', () => {
    function Part({ margin }: { margin?: string }) {
      const [ref, near] = useNearViewport<HTMLDivElement>(margin);
      return <div ref={ref}>{near ? 'near' : 'far'}</div>;
    }
    render(
      <>
        <Part />
        <Part margin="0px" />
      </>,
    );
    expect(observers.map((observer) => observer.margin)).toEqual(['200px', '0px']);
  });
});
