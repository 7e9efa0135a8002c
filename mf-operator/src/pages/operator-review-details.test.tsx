import { calls, ToasterHost } from '@puente/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fieldErrorMap, fill, OPERATOR, person, renderPage } from '../features/test-support';
import { ReviewDetailsPage } from './operator-review-details';

const ops = calls.operator;
const text = (english: string) => ({ english, chinese_simplified: `${english} (zh)`, portuguese: `${english} (pt)`, spanish: `${english} (es)` });
const details = {
  result: 1,
  data: {
    kind: 'goods',
    id: 42,
    names: text('Solar water pump'),
    descriptions: text('A 2 kW pump for irrigation.'),
    originalLanguage: 'english',
    images: ['/uploads/pump-1.jpg', '/uploads/pump-2.jpg'],
    category: 'Machinery › Pumps',
    facts: [{ label: 'Price', value: 'USD 120.00 / pieces' }],
    seller: person(9, 'Chen Wei'),
    auditStatus: '0000',
    auditReason: '',
    submitted: 1795000000,
    history: [
      {
        id: 3,
        operator: 'Ana',
        action: 'review.reject',
        subjectKind: 'goods',
        subjectId: 42,
        before: { audit_status: '0000' },
        after: { audit_status: '2000' },
        note: 'Blurry pictures',
        time: 1794000000,
      },
    ],
  },
};
const decisions = (sent: { url: string; body: Record<string, unknown> }[]) => sent.filter((s) => s.url === ops.decideReview.path);

describe('the review details', () => {
  it('shows the names and descriptions in all four languages side by side, the pictures, facts, seller and history', async () => {
    fakeApi({ [ops.reviewDetails.path]: details }, { user: OPERATOR });
    renderPage(<ReviewDetailsPage />, '/operatorReviewDetails?kind=goods&id=42');
    await screen.findByRole('heading', { level: 1, name: 'Solar water pump' });
    for (const name of ['Solar water pump (zh)', 'Solar water pump (pt)', 'Solar water pump (es)', 'A 2 kW pump for irrigation. (es)']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /Picture/ })).toHaveLength(2);
    expect(screen.getByText('USD 120.00 / pieces')).toBeTruthy();
    expect(screen.getByText('Chen Wei')).toBeTruthy();
    expect(screen.getByText('Blurry pictures')).toBeTruthy();
  });

  it('names the buyer languages the goods lack and marks each language’s text missing or machine-translated', async () => {
    const chinese = {
      ...details,
      data: {
        ...details.data,
        names: { english: '', chinese_simplified: '测试手机', portuguese: '', spanish: 'Teléfono de prueba' },
        descriptions: { english: '[english] 为测试制造的手机。', chinese_simplified: '为测试制造的手机。', portuguese: '', spanish: '' },
        originalLanguage: 'chinese_simplified',
        missingLanguages: { name: ['english', 'portuguese'], description: ['portuguese', 'spanish'] },
        machineTranslated: { name: [], description: ['english'] },
      },
    };
    fakeApi({ [ops.reviewDetails.path]: chinese }, { user: OPERATOR });
    renderPage(<ReviewDetailsPage />, '/operatorReviewDetails?kind=goods&id=42');
    const missing = await screen.findByTestId('review-missing-languages');
    expect(missing.textContent).toContain('Name not written in English and Portuguese.');
    expect(missing.textContent).toContain('Description not written in Portuguese and Spanish.');
    const cards = screen.getByTestId('review-texts').children;
    expect(cards[0]!.textContent).toContain('Missing');
    expect(cards[0]!.textContent).toContain('Machine-translated');
    expect(cards[1]!.textContent).not.toContain('Missing');
  });

  it('passes, says so and goes back to the queue', async () => {
    const sent = fakeApi({ [ops.reviewDetails.path]: details, [ops.decideReview.path]: { result: 1, data: { auditStatus: '1000' } } }, { user: OPERATOR });
    renderPage(
      <>
        <ReviewDetailsPage />
        <ToasterHost />
      </>,
      '/operatorReviewDetails?kind=goods&id=42',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/operatorReview?kind=goods'));
    expect(decisions(sent).map((s) => s.body)).toEqual([expect.objectContaining({ kind: 'goods', id: 42, decision: 'pass' })]);
    expect(await screen.findByText('Passed: it is public now.')).toBeTruthy();
  });

  it('refuses to reject without a reason, or with markup, and sends a valid one', async () => {
    const sent = fakeApi({ [ops.reviewDetails.path]: details, [ops.decideReview.path]: { result: 1, data: { auditStatus: '2000' } } }, { user: OPERATOR });
    renderPage(<ReviewDetailsPage />, '/operatorReviewDetails?kind=goods&id=42');
    const reject = await screen.findByRole('button', { name: 'Reject' });

    fill('reason', '   ');
    fireEvent.click(reject);
    await waitFor(() => expect(fieldErrorMap()).toEqual({ reason: 'Write the reason the other person will read' }));

    fill('reason', 'See <b>this</b>');
    fireEvent.click(reject);
    await waitFor(() => expect(fieldErrorMap().reason).toBeTruthy());
    expect(fieldErrorMap().reason).not.toBe('Write the reason the other person will read');

    fill('reason', 'x'.repeat(1001));
    fireEvent.click(reject);
    await waitFor(() => expect(fieldErrorMap().reason).toMatch(/1,?000/));
    expect(decisions(sent)).toEqual([]);

    fill('reason', '  The pictures show another pump.  ');
    fireEvent.click(reject);
    await waitFor(() => expect(decisions(sent)).toHaveLength(1));
    expect(decisions(sent)[0]!.body).toMatchObject({ kind: 'goods', id: 42, decision: 'reject', reason: 'The pictures show another pump.' });
    await waitFor(() => expect(window.location.pathname).toBe('/operatorReview'));
  });

  it('tells someone who is not an operator that the console is for operators', async () => {
    fakeApi({ [ops.reviewDetails.path]: { result: 0, code: 'operator.only', info: 'Only platform operators can do this' } });
    renderPage(<ReviewDetailsPage />, '/operatorReviewDetails?kind=goods&id=42');
    const alert = await screen.findByTestId('error-state');
    expect(alert.textContent).toContain('Only platform operators can do this');
    expect(alert.textContent).toContain('Sign in with an operator account');
    expect(screen.queryByRole('button', { name: 'Pass' })).toBeNull();
  });
});
