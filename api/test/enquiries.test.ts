import type { FastifyInstance } from 'fastify';
import { build, BUYER, createAccount, login, post, postFrom, SELLER } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let buyer: string;
let seller: string;

beforeAll(async () => {
  ({ app, close } = await build());
  buyer = await login(app, BUYER);
  seller = await login(app, SELLER);
});
afterAll(async () => close());

const SEND = '/api/serviceEnquiry/save';
const MINE = '/api/serviceEnquiry/myList';

const ENQUIRY = {
  service: 'registration',
  slug: 'company-registration-brazil',
  subject: 'Registering a company in Brazil',
  name: 'Lucía Hernández',
  company: 'Lucero Importaciones',
  contact: 'lucia@example.com',
  country: 'MX',
  message: 'We import solar panels and want a subsidiary in São Paulo by March. Which licences do we need first?',
};

describe('sending a service enquiry', () => {
  it('stores a member’s enquiry and answers with its reference; the member sees it with its status', async () => {
    const { body } = await post(app, SEND, { ...ENQUIRY, showLanguage: 'spanish' }, buyer);
    expect(body.result).toBe(1);
    expect(body.data).toEqual({ id: expect.any(Number), reference: expect.stringMatching(/^ENQ-\d{6}$/), status: 'received' });

    const mine = await post(app, MINE, {}, buyer);
    expect(mine.body.result).toBe(1);
    expect(mine.body.total).toBe(1);
    expect(mine.body.list[0]).toMatchObject({
      id: body.data.id,
      reference: body.data.reference,
      service: 'registration',
      slug: 'company-registration-brazil',
      subject: ENQUIRY.subject,
      name: ENQUIRY.name,
      company: ENQUIRY.company,
      contact: ENQUIRY.contact,
      country: 'MX',
      message: ENQUIRY.message,
      status: 'received',
    });
    expect(mine.body.list[0].createTime).toBeGreaterThan(Date.now() / 1000 - 60);
    const stored = await app.db.selectFrom('service_enquiries').select(['user_id', 'language']).where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(stored.language).toBe('spanish');
  });

  it('takes an enquiry from a service’s own page (no page named), trimmed, with the company left out', async () => {
    const { company: _company, slug: _slug, ...rest } = ENQUIRY;
    const { body } = await post(app, SEND, { ...rest, service: 'visa', subject: '  Visa processing ', contact: '+52 81 1234-5678' }, buyer);
    expect(body.result).toBe(1);
    const mine = await post(app, MINE, { everyNumber: 1, currentPage: 1 }, buyer);
    expect(mine.body.total).toBe(2);
    expect(mine.body.list).toHaveLength(1);
    // Newest first.
    expect(mine.body.list[0]).toMatchObject({ id: body.data.id, service: 'visa', slug: null, subject: 'Visa processing', company: '', contact: '+52 81 1234-5678' });
  });

  it('takes a guest’s enquiry too, and acknowledges it with a reference', async () => {
    const { body } = await postFrom(app, '203.0.113.7', SEND, { ...ENQUIRY, service: 'park', slug: 'park-3', subject: 'An industrial park' });
    expect(body.result).toBe(1);
    expect(body.data.reference).toMatch(/^ENQ-\d{6}$/);
    const stored = await app.db.selectFrom('service_enquiries').select('user_id').where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(stored.user_id).toBeNull();
  });

  it('takes the technology desk’s consulting and cooperation enquiries', async () => {
    for (const [service, slug] of [
      ['consulting', 'consulting-market-entry'],
      ['cooperation', 'cooperation-joint-development'],
    ]) {
      expect((await post(app, SEND, { ...ENQUIRY, service, slug }, seller)).body.result).toBe(1);
    }
  });

  it('refuses each bad field with the message of that field', async () => {
    const refusal = async (change: Record<string, unknown>) => (await post(app, SEND, { ...ENQUIRY, ...change }, buyer)).body;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ service: 'achievement', slug: undefined }, 'service', 'validation.invalid'],
      [{ service: 'taxes', slug: undefined }, 'service', 'validation.invalid'],
      [{ slug: 'Not A Slug!' }, 'slug', 'validation.invalid'],
      [{ subject: '   ' }, 'subject', 'enquiry.subjectRequired'],
      [{ subject: 'x'.repeat(201) }, 'subject', 'validation.tooLong'],
      [{ name: '' }, 'name', 'broker.nameRequired'],
      [{ name: 'x'.repeat(61) }, 'name', 'validation.tooLong'],
      [{ company: 'x'.repeat(121) }, 'company', 'validation.tooLong'],
      [{ contact: '' }, 'contact', 'complaint.contactRequired'],
      [{ contact: 'call me' }, 'contact', 'complaint.contactInvalid'],
      [{ country: '' }, 'country', 'validation.countryRequired'],
      [{ country: 'FR' }, 'country', 'validation.countryRequired'],
      [{ message: '' }, 'message', 'enquiry.messageRequired'],
      [{ message: 'Price?' }, 'message', 'validation.tooShort'],
      [{ message: 'x'.repeat(2001) }, 'message', 'validation.tooLong'],
    ];
    for (const [change, field, code] of cases) {
      const body = await refusal(change);
      expect([field, body.result, body.code, body.field]).toEqual([field, 0, code, field]);
    }
    // The limits are named in the reader's language.
    expect((await post(app, SEND, { ...ENQUIRY, message: 'Price?', showLanguage: 'portuguese' }, buyer)).body.info).toBe('Use pelo menos 20 caracteres');
    // A page that does not exist, or belongs to another service, is refused.
    expect((await refusal({ slug: 'company-registration-atlantis' })).code).toBe('resource.notFound');
    expect((await refusal({ slug: 'business-visa-brazil' })).code).toBe('resource.notFound');
    // Nothing refused was stored.
    expect((await post(app, MINE, {}, buyer)).body.total).toBe(2);
  });

  it('limits how many enquiries one address sends in an hour', async () => {
    const from = '198.51.100.23';
    for (let i = 0; i < 10; i += 1) expect((await postFrom(app, from, SEND, ENQUIRY)).body.result).toBe(1);
    const refused = await postFrom(app, from, SEND, ENQUIRY);
    expect([refused.body.result, refused.body.code]).toEqual([0, 'auth.tooManyAttempts']);
    // Another address is not held back.
    expect((await postFrom(app, '198.51.100.24', SEND, ENQUIRY)).body.result).toBe(1);
  });
});

describe('listing one’s enquiries', () => {
  it('needs a session (result 2)', async () => {
    const { body } = await post(app, MINE, {});
    expect(body.result).toBe(2);
    expect(body.list).toBeUndefined();
  });

  it('shows each member only their own enquiries', async () => {
    const stranger = await createAccount(app, 'buyer');
    expect((await post(app, MINE, {}, stranger.token)).body).toMatchObject({ result: 1, list: [], total: 0 });

    const sellers = (await post(app, MINE, {}, seller)).body;
    expect(sellers.total).toBe(2);
    expect(sellers.list.map((e: { service: string }) => e.service).sort()).toEqual(['consulting', 'cooperation']);

    const buyers = (await post(app, MINE, {}, buyer)).body;
    const sellerIds = new Set(sellers.list.map((e: { id: number }) => e.id));
    expect(buyers.list.some((e: { id: number }) => sellerIds.has(e.id))).toBe(false);
    // Guests' enquiries belong to no one's list.
    const guests = await app.db.selectFrom('service_enquiries').select('id').where('user_id', 'is', null).execute();
    const listed = new Set([...buyers.list, ...sellers.list].map((e: { id: number }) => e.id));
    expect(guests.length).toBeGreaterThan(0);
    for (const { id } of guests) expect(listed.has(id)).toBe(false);
  });

  it('shows an enquiry’s new status once the desk moves it on, and tells the member in their messages', async () => {
    const [first] = (await post(app, MINE, {}, seller)).body.list;
    const { setEnquiryStatus } = await import('../src/services/enquiries');
    const unread = async () => (await post(app, '/api/message/quantity.json', {}, seller)).body.data.count as number;
    const before = await unread();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await app.db.transaction().execute((trx) => setEnquiryStatus(trx, first.id, 'answered'))).toBe(true);
    const [after] = (await post(app, MINE, {}, seller)).body.list;
    expect(after).toMatchObject({ id: first.id, status: 'answered' });
    expect(after.updateTime).toBeGreaterThan(first.updateTime);
    expect(await unread()).toBe(before + 1);
    const [message] = (await post(app, '/api/message/list', { everyNumber: 1, showLanguage: 'spanish' }, seller)).body.list;
    expect(message.title).toBe(`Consulta ${first.reference}: ${first.subject}`);
    // The same status again is no news; an enquiry that does not exist is reported as such.
    await app.db.transaction().execute((trx) => setEnquiryStatus(trx, first.id, 'answered'));
    expect(await unread()).toBe(before + 1);
    expect(await app.db.transaction().execute((trx) => setEnquiryStatus(trx, 999_999, 'closed'))).toBe(false);
  });
});
