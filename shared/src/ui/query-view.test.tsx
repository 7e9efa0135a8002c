import { fireEvent, render, screen } from '@testing-library/react';
import { languageAtom } from '../store/atoms';
import { puenteStore } from '../store/store';
import { PuenteProviders } from './providers';
import { allOf, QueryView, type ViewState } from './query-view';

const state = <D,>(status: ViewState<D>['status'], data?: D, reload = jest.fn()): ViewState<D> => ({
  status,
  data,
  reload,
  error: status === 'error' ? { message: 'The page was not found' } : null,
});

function show(view: ViewState<string[]>, props: Partial<Parameters<typeof QueryView<string[]>>[0]> = {}) {
  return render(
    <PuenteProviders>
      <QueryView state={view} isEmpty={(list) => list.length === 0} empty="Nothing here yet" {...props}>
        {(list) => <p data-testid="content">{list.join(', ')}</p>}
      </QueryView>
    </PuenteProviders>,
  );
}

beforeEach(() => puenteStore.set(languageAtom, 'english'));

describe('QueryView', () => {
  it('shows the loading state, then the content; a reply on its way keeps the previous content, marked busy', () => {
    const { rerender } = show(state('loading'));
    expect(screen.getByTestId('loading-state')).toBeTruthy();
    expect(screen.queryByTestId('content')).toBeNull();
    rerender(
      <PuenteProviders>
        <QueryView state={state('loading', ['solar panels'])}>{(list) => <p data-testid="content">{list.join(', ')}</p>}</QueryView>
      </PuenteProviders>,
    );
    expect(screen.getByTestId('content').textContent).toBe('solar panels');
    expect(screen.getByTestId('content').parentElement!.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('loading-state')).toBeNull();
  });

  it('shows the empty state with its title when the reply has nothing', () => {
    show(state('success', []));
    expect(screen.getByTestId('empty-state').textContent).toContain('Nothing here yet');
    expect(screen.queryByTestId('content')).toBeNull();
  });

  it('shows the error state whose retry asks again, in the server’s words when asked to', () => {
    const reload = jest.fn();
    show(state<string[]>('error', undefined, reload), { errorMessage: (error) => error.message });
    expect(screen.getByRole('alert').textContent).toContain('The page was not found');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('has an inline form for a part of a page, and a placeholder instead of the spinner when given one', () => {
    const { unmount } = show(state('error'), { compact: true });
    // Inline: the message and its retry on one line, rather than a block centred in the page.
    expect(getComputedStyle(screen.getByTestId('error-state')).display).toBe('flex');
    expect(screen.getByTestId('error-state').textContent).toBe('This could not be loaded.Try again');
    unmount();
    show(state('error'));
    expect(getComputedStyle(screen.getByTestId('error-state')).display).not.toBe('flex');
    show(state('loading'), { loading: <div data-testid="placeholder" /> });
    expect(screen.getByTestId('placeholder')).toBeTruthy();
  });
});

describe('allOf', () => {
  it('is loaded once every call is, with their replies in order', () => {
    expect(allOf(state('success', 1), state('loading')).data).toBeUndefined();
    expect(allOf(state('success', 1), state('loading')).status).toBe('loading');
    const both = allOf(state('success', 1), state('success', 'two'));
    expect(both.status).toBe('success');
    expect(both.data).toEqual([1, 'two']);
  });

  it('fails when one call failed, and its retry asks only the failed calls again', () => {
    const ok = state('success', 1);
    const failed = state('error', undefined);
    const both = allOf(ok, failed);
    expect(both.status).toBe('error');
    expect(both.error).toEqual({ message: 'The page was not found' });
    both.reload();
    expect(failed.reload).toHaveBeenCalledTimes(1);
    expect(ok.reload).not.toHaveBeenCalled();
  });
});
