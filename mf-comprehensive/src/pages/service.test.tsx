import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@puente/shared';
import { fakeApi, fieldErrors, fill, renderPage, valueOf } from '../features/test-support';
import { ServiceGuidePage } from './service-guide';
import { ServicePage } from './service';

const NO_PAGES = { result: 1, list: [], total: 0 };
const SENT = { result: 1, data: { id: 42, reference: 'ENQ-000042', status: 'received' } };

const BRAZIL = {
  id: 3,
  slug: 'company-registration-brazil',
  group: 'registration',
  countryCode: 'BR',
  title: 'Registering a company in Brazil',
  summary: 'A limited company with a local administrator.',
  cover: '',
  illustrative: false,
  facts: [],
  sections: [{ heading: 'Steps', paragraphs: ['Register with the Junta Comercial.'], items: [] }],
  contact: { name: 'Puente services desk', email: 'services@puente.example', phone: '+86 21 5555 0100' },
  note: 'Check the current rules.',
  updateTime: 1_780_000_000,
};

const sends = <T extends { url: string }>(sent: T[]) => sent.filter((s) => s.url === calls.sendEnquiry.path);

describe('the enquiry form that ends a service page', () => {
  it('starts with the service as its subject and the member’s own details, and leads to it from the header', async () => {
    fakeApi({ [calls.listSitePages.path]: NO_PAGES });
    renderPage(<ServicePage service="registration" />, '/companyRegistration');
    expect(screen.getByTestId('enquiry-jump').textContent).toBe('Start your company registration');
    expect(await screen.findByTestId('enquiry-form')).toBeTruthy();
    expect(valueOf('subject')).toBe('Company registration');
    expect(valueOf('name')).toBe('Lucía Hernández');
    expect(valueOf('company')).toBe('Lucero Importaciones');
    expect(valueOf('contact')).toBe('+5215512345678');
    expect(valueOf('country')).toBe('MX');

    // The header's button puts the reader in the form's first empty field.
    fireEvent.click(screen.getByTestId('enquiry-jump'));
    expect(document.activeElement).toBe(document.querySelector('[name="message"]'));
  });

  it('shows every refused field at once, in the reader’s language, and sends nothing', async () => {
    const sent = fakeApi({ [calls.listSitePages.path]: NO_PAGES }, { user: null, language: 'spanish' });
    renderPage(<ServicePage service="visa" />, '/visaProcessing');
    await screen.findByTestId('enquiry-form');
    expect(screen.getByTestId('enquiry-form').hasAttribute('novalidate')).toBe(true);
    fill('subject', ' ');
    fill('contact', 'llámame');
    fill('message', '¿Precio?');
    fireEvent.click(screen.getByTestId('enquiry-submit'));
    await waitFor(() =>
      expect(Object.fromEntries(fieldErrors())).toEqual({
        subject: 'Indica el asunto de la consulta',
        name: 'Introduce tu nombre',
        contact: 'Introduce un correo electrónico (nombre@ejemplo.com) o un número de teléfono',
        country: 'Elige un país',
        message: 'Usa al menos 20 caracteres',
      }),
    );
    expect(sends(sent)).toEqual([]);
  });

  it('sends a member’s enquiry and acknowledges it with its reference and the way to their enquiries', async () => {
    const sent = fakeApi({ [calls.listSitePages.path]: NO_PAGES, [calls.sendEnquiry.path]: SENT });
    renderPage(<ServicePage service="registration" />, '/companyRegistration');
    await screen.findByTestId('enquiry-form');
    fill('contact', 'lucia@example.com');
    fill('message', 'We want a subsidiary in São Paulo by March. Which licences come first?');
    fireEvent.click(screen.getByTestId('enquiry-submit'));

    expect((await screen.findByTestId('enquiry-reference')).textContent).toBe('ENQ-000042');
    expect(sends(sent).map((s) => s.body)).toEqual([
      expect.objectContaining({
        service: 'registration',
        subject: 'Company registration',
        name: 'Lucía Hernández',
        company: 'Lucero Importaciones',
        contact: 'lucia@example.com',
        country: 'MX',
        message: 'We want a subsidiary in São Paulo by March. Which licences come first?',
      }),
    ]);
    expect(sends(sent)[0]!.body).not.toHaveProperty('slug');
    expect(screen.getByTestId('enquiry-sent').textContent).toContain('The desk will answer at lucia@example.com.');
    expect(screen.getByTestId('enquiry-mine').getAttribute('href')).toBe('/personalPanel#enquiries');
    expect(screen.queryByTestId('enquiry-form')).toBeNull();

    // Another question starts from the same sender, with an empty message.
    fireEvent.click(screen.getByTestId('enquiry-another'));
    await screen.findByTestId('enquiry-form');
    expect([valueOf('contact'), valueOf('message'), valueOf('subject')]).toEqual(['lucia@example.com', '', 'Company registration']);
  });

  it('lets a guest send, says where the answer goes, and offers to log in to follow enquiries', async () => {
    const sent = fakeApi({ [calls.listSitePages.path]: NO_PAGES, [calls.sendEnquiry.path]: SENT }, { user: null });
    renderPage(<ServicePage service="land" />, '/landServices');
    await screen.findByTestId('enquiry-form');
    expect(valueOf('name')).toBe('');
    expect(screen.getByTestId('enquiry-guest-note').querySelector('a')!.getAttribute('href')).toBe('/login?redirect=%2FlandServices');
    fill('name', 'Wang Fang');
    fill('contact', '+86 138 0013 8000');
    fill('country', 'CN');
    fill('message', 'We need 20,000 m² of industrial land near a port in Mexico.');
    fireEvent.click(screen.getByTestId('enquiry-submit'));
    expect((await screen.findByTestId('enquiry-reference')).textContent).toBe('ENQ-000042');
    expect(sends(sent)[0]!.body).toMatchObject({ service: 'land', subject: 'Land services', country: 'CN' });
    expect(screen.queryByTestId('enquiry-mine')).toBeNull();
    expect(screen.getByTestId('enquiry-sent').textContent).toContain('Keep the reference');
  });
});

describe('a service guide', () => {
  it('ends in the enquiry form about that guide, and its desk button leads there instead of away', async () => {
    const sent = fakeApi({ [calls.sitePageDetails.path]: { result: 1, data: BRAZIL }, [calls.sendEnquiry.path]: SENT });
    renderPage(<ServiceGuidePage />, '/serviceGuide?slug=company-registration-brazil');
    expect(await screen.findByTestId('enquiry-form')).toBeTruthy();
    expect(valueOf('subject')).toBe('Registering a company in Brazil');
    const desk = await screen.findByRole('button', { name: 'Contact the services desk' });
    expect(desk.closest('a')).toBeNull();
    fill('message', 'Can the desk appoint the local administrator for us?');
    fireEvent.click(screen.getByTestId('enquiry-submit'));
    await screen.findByTestId('enquiry-sent');
    expect(sends(sent)[0]!.body).toMatchObject({ service: 'registration', slug: 'company-registration-brazil', subject: 'Registering a company in Brazil' });
    // The page's details were read once, for the page and the form alike.
    expect(sent.filter((s) => s.url === calls.sitePageDetails.path)).toHaveLength(1);
  });
});
