import { act, screen } from '@testing-library/react';
import { calls, i18n } from '@puente/shared';
import { fakeApi, renderPage } from '../test-support';
import { EnquiryList } from './enquiry-list';

const enquiry = (id: number, status: string, subject: string) => ({
  id,
  reference: calls.enquiryReference(id),
  service: 'registration',
  slug: 'company-registration-brazil',
  subject,
  name: 'Lucía Hernández',
  company: '',
  contact: 'lucia@example.com',
  country: 'MX',
  message: 'We want a subsidiary in São Paulo by March.',
  status,
  createTime: 1_780_000_000,
  updateTime: status === 'received' ? 1_780_000_000 : 1_780_086_400,
});

describe('my service enquiries', () => {
  afterEach(() => act(() => void i18n.changeLanguage('english')));

  it('lists each enquiry with its reference and where it stands, in the reader’s language', async () => {
    const sent = fakeApi(
      { [calls.listMyEnquiries.path]: { result: 1, list: [enquiry(12, 'answered', 'Registering a company in Brazil'), enquiry(3, 'received', 'Visa processing')], total: 2 } },
      { language: 'portuguese' },
    );
    await act(() => i18n.changeLanguage('portuguese'));
    renderPage(<EnquiryList />, '/personalPanel#enquiries');
    const rows = await screen.findAllByTestId('enquiry-row');
    expect(rows.map((row) => row.getAttribute('data-reference'))).toEqual(['ENQ-000012', 'ENQ-000003']);
    expect(screen.getAllByTestId('enquiry-status').map((badge) => badge.textContent)).toEqual(['Respondida', 'Recebida']);
    expect(rows[0]!.textContent).toContain('Registering a company in Brazil');
    expect(rows[0]!.textContent).toContain('Resposta em lucia@example.com');
    expect(sent.find((s) => s.url === calls.listMyEnquiries.path)!.body).toMatchObject({ currentPage: 1, everyNumber: 5 });
  });

  it('says there are none yet and leads to the services', async () => {
    fakeApi({ [calls.listMyEnquiries.path]: { result: 1, list: [], total: 0 } });
    renderPage(<EnquiryList />, '/personalPanel');
    const empty = await screen.findByTestId('enquiries-empty');
    expect(empty.textContent).toContain('No enquiries yet.');
    expect(empty.querySelector('a')!.getAttribute('href')).toBe('/integratedComprehensive');
  });
});
