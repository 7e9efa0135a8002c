import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@puente/shared';
import { fakeApi, fill, renderPage, valueOf } from '../features/test-support';
import { SophisticatedPage } from './sophisticated';
import { TechnologyGuidePage } from './technology-guide';

const SENT = { result: 1, data: { id: 9, reference: 'ENQ-000009', status: 'received' } };

const page = (slug: string, group: string, title: string) => ({
  result: 1,
  data: {
    id: 1,
    slug,
    group,
    countryCode: null,
    title,
    summary: 'What the desk arranges.',
    cover: '',
    illustrative: group === 'achievement',
    facts: [],
    sections: [{ heading: 'Scope', paragraphs: ['A study before you commit.'], items: [] }],
    contact: { name: 'Puente technology desk', email: 'technology@puente.example', phone: '+86 21 5555 0101' },
    note: 'Check the current rules.',
    updateTime: 1_780_000_000,
  },
});

const sends = <T extends { url: string }>(sent: T[]) => sent.filter((s) => s.url === calls.sendEnquiry.path);

describe('the technology desk’s enquiry form', () => {
  it('ends a consulting page, about that page, and is sent with its slug', async () => {
    const sent = fakeApi({ [calls.sitePageDetails.path]: page('consulting-market-entry', 'consulting', 'Market entry study'), [calls.sendEnquiry.path]: SENT });
    renderPage(<TechnologyGuidePage />, '/technologyGuide?slug=consulting-market-entry');
    await screen.findByTestId('enquiry-form');
    expect(valueOf('subject')).toBe('Market entry study');
    expect((await screen.findByTestId('enquiry-jump')).textContent).toBe('Ask for a consultation');
    fill('message', 'We want to sell water pumps in Colombia next year. What would a study cover?');
    fireEvent.click(screen.getByTestId('enquiry-submit'));
    expect((await screen.findByTestId('enquiry-reference')).textContent).toBe('ENQ-000009');
    expect(sends(sent)[0]!.body).toMatchObject({ service: 'consulting', slug: 'consulting-market-entry', subject: 'Market entry study', country: 'MX' });
  });

  it('leaves an achievement page to its own way onward: publishing a requirement', async () => {
    fakeApi({ [calls.sitePageDetails.path]: page('achievement-ev-assembly', 'achievement', 'Electric vehicle assembly') });
    renderPage(<TechnologyGuidePage />, '/technologyGuide?slug=achievement-ev-assembly');
    expect((await screen.findByTestId('publish-technology')).getAttribute('href')).toBe('/releaseRequirements?kind=technology');
    expect(screen.queryByTestId('enquiry-form')).toBeNull();
    expect(screen.queryByTestId('enquiry-jump')).toBeNull();
  });

  it('ends the consulting page with the form, refusing a message too short to act on', async () => {
    const sent = fakeApi({ [calls.listSitePages.path]: { result: 1, list: [], total: 0 } });
    renderPage(<SophisticatedPage />, '/sophisticated');
    await screen.findByTestId('enquiry-form');
    expect(valueOf('subject')).toBe('High-end consulting');
    fill('message', 'How much?');
    fireEvent.click(screen.getByTestId('enquiry-submit'));
    await waitFor(() => expect(document.querySelector('[data-field-error="message"]')?.textContent).toBe('Enter at least 20 characters'));
    expect(sends(sent)).toEqual([]);
  });
});
