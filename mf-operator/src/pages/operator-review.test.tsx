import { calls } from '@puente/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fieldErrorMap, fill, OPERATOR, person, renderPage } from '../features/test-support';
import { ReviewQueuePage } from './operator-review';

const ops = calls.operator;
const item = (id: number) => ({ kind: 'brands', id, name: `Brand ${id}`, image: '', seller: person(9, 'Chen Wei'), auditStatus: '0000', submitted: 1795000000 });
const asked = (sent: { url: string; body: Record<string, unknown> }[]) => sent.filter((s) => s.url === ops.reviewQueue.path).map((s) => s.body);

describe('the review queue', () => {
  it('asks for the kind, filters and page in the address, 20 a page, and links each row to its review', async () => {
    const sent = fakeApi({ [ops.reviewQueue.path]: { result: 1, list: [item(1), item(2)], total: 45 } }, { user: OPERATOR });
    renderPage(<ReviewQueuePage />, '/operatorReview?kind=brands&sort=newest&page=2');
    await waitFor(() => expect(screen.getAllByTestId('review-row')).toHaveLength(2));
    expect(asked(sent)[0]).toMatchObject({ kind: 'brands', auditStatus: '0000', sort: 'newest', currentPage: 2, everyNumber: 20 });
    expect(screen.getAllByTestId('review-open')[0]!.getAttribute('href')).toBe('/operatorReviewDetails?kind=brands&id=1');
    expect(screen.getByTestId('pager-status').textContent).toBe('Page 2 of 3');
  });

  it('refuses a seller id or an age that is no whole number, and applies good filters', async () => {
    const sent = fakeApi({ [ops.reviewQueue.path]: { result: 1, list: [], total: 0 } }, { user: OPERATOR });
    renderPage(<ReviewQueuePage />, '/operatorReview');
    await screen.findByText('Nothing matches these filters.');
    fill('sellerId', 'abc');
    fill('olderThanDays', '-2');
    fireEvent.click(screen.getByTestId('review-filters-apply'));
    await waitFor(() => expect(Object.keys(fieldErrorMap()).sort()).toEqual(['olderThanDays', 'sellerId']));

    fill('sellerId', '9');
    fill('olderThanDays', '3');
    fireEvent.click(screen.getByTestId('review-filters-apply'));
    await waitFor(() => expect(asked(sent).at(-1)).toMatchObject({ kind: 'goods', sellerId: 9, olderThanDays: 3, currentPage: 1 }));
    expect(window.location.search).toContain('seller=9');
  });

  it('flags goods a buyer language is missing from, naming the languages in the operator’s words', async () => {
    const goods = (id: number, missing: { name: string[]; description: string[] }) => ({ ...item(id), kind: 'goods', missingLanguages: missing });
    fakeApi(
      {
        [ops.reviewQueue.path]: {
          result: 1,
          list: [goods(1, { name: ['english', 'portuguese'], description: ['english', 'portuguese', 'spanish'] }), goods(2, { name: [], description: [] })],
          total: 2,
        },
      },
      { user: OPERATOR, language: 'portuguese' },
    );
    renderPage(<ReviewQueuePage />, '/operatorReview?kind=goods');
    await waitFor(() => expect(screen.getAllByTestId('review-row')).toHaveLength(2));
    const flags = screen.getAllByTestId('review-missing-languages');
    expect(flags).toHaveLength(1);
    expect(flags[0]!.textContent).toBe('Sem inglês, português e espanhol');
    expect(screen.getAllByTestId('review-row')[0]!.contains(flags[0]!)).toBe(true);
  });
});
