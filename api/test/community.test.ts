import type { FastifyInstance } from 'fastify';
import { build, BROKER, BUYER, login, PNG_PIXEL, post, SELLER, upload } from './helpers';

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

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('news and policy research', () => {
  it('lists articles by site and column, paged, with a total', async () => {
    const all = await post(app, '/api/siteNews/list', { siteid: 3, everyNumber: -1 });
    expect(all.body.total).toBeGreaterThanOrEqual(30);
    const columns = new Set(all.body.list.map((n: { columnId: number }) => n.columnId));
    expect(columns.size).toBeGreaterThan(1);
    const column = [...columns][0];
    const page = await post(app, '/api/siteNews/list', { siteid: 3, columnid: column, everyNumber: 2, currentPage: 1 });
    expect(page.body.list).toHaveLength(2);
    expect(page.body.list.every((n: { columnId: number }) => n.columnId === column)).toBe(true);
    const times = all.body.list.map((n: { publishTime: number }) => n.publishTime);
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
  });

  it('finds articles by title words in any language and opens one', async () => {
    const found = await post(app, '/api/siteNews/list', { siteid: 3, title: 'FOB', everyNumber: -1 });
    expect(found.body.total).toBeGreaterThan(0);
    const id = found.body.list[0].id;
    const { body } = await post(app, '/api/siteNews/details', { id, showLanguage: 'chinese_simplified' });
    expect(body.data.content.length).toBeGreaterThanOrEqual(3);
    expect(body.data.title).toMatch(/[\u4e00-\u9fff]/);
    expect((await post(app, '/api/siteNews/details', { id: 999999 })).body.code).toBe('resource.notFound');
    expect((await post(app, '/api/siteNews/list', { siteid: 'x' })).body.result).toBe(0);
  });

  it('serves the six policy documents in every language', async () => {
    for (let type = 1; type <= 6; type += 1) {
      const { body } = await post(app, '/api/common/details', { type, showLanguage: 'spanish' });
      expect(body.data.title).not.toBe('');
      expect(body.data.content.length).toBeGreaterThanOrEqual(3);
    }
    expect((await post(app, '/api/common/details', { type: 7 })).body.result).toBe(0);
  });
});

describe('country pavilions', () => {
  it('lists the 33 CELAC pavilions with their goods', async () => {
    const { body } = await post(app, '/api/nationalPavilion/list', { showLanguage: 'portuguese' });
    expect(body.list).toHaveLength(33);
    expect(body.list.every((p: { goodsCount: number }) => p.goodsCount >= 2)).toBe(true);
    expect(body.list.find((p: { code: string }) => p.code === 'BR').name).toBe('Brasil');
  });

  it('checks a country code, by alpha-2 or alpha-3', async () => {
    expect((await post(app, '/api/nationalPavilion/checkCountryCode', { countryCode: 'pe' })).body.data).toMatchObject({ exists: true, pavilion: { code: 'PE', alpha3: 'PER' } });
    expect((await post(app, '/api/nationalPavilion/checkCountryCode', { countryCode: 'URY' })).body.data.pavilion.code).toBe('UY');
    expect((await post(app, '/api/nationalPavilion/checkCountryCode', { countryCode: 'FR' })).body.data).toEqual({ exists: false, pavilion: null });
    expect((await post(app, '/api/nationalPavilion/checkCountryCode', { countryCode: 'Peru!' })).body.result).toBe(0);
  });
});

describe('brokers', () => {
  it('lists celebrity brokers and shows one', async () => {
    const { body } = await post(app, '/api/middleman/getCelebrityAgentList', { everyNumber: -1 });
    expect(body.total).toBeGreaterThanOrEqual(10);
    const details = await post(app, '/api/middleman/details', { id: body.list[0].id, showLanguage: 'spanish' });
    expect(details.body.data.bio).toMatch(/Trabaja en/);
    const solar = await post(app, '/api/middleman/getCelebrityAgentList', { keyword: 'solar', everyNumber: -1 });
    expect(solar.body.total).toBeGreaterThan(0);
  });

  it('sends a message to a broker when signed in, with the fields checked', async () => {
    const id = (await post(app, '/api/middleman/getCelebrityAgentList', {})).body.list[0].id;
    expect((await post(app, '/api/middleman/sendMail', { id, subject: 'Solar panels', content: 'Need 2 containers', contact: 'lucia@example.com' }, buyer)).body.result).toBe(1);
    expect((await post(app, '/api/middleman/sendMail', { id, subject: 'x', content: 'y', contact: 'z' })).body.result).toBe(2);
    expect((await post(app, '/api/middleman/sendMail', { id, subject: '', content: 'y', contact: 'z' }, buyer)).body.code).toBe('validation.required');
    expect((await post(app, '/api/middleman/sendMail', { id: 99999, subject: 'a', content: 'b', contact: 'c' }, buyer)).body.code).toBe('resource.notFound');
  });

  it('checks a broker application in the order of section 5, with the same messages', async () => {
    const individual = {
      brokerType: 1,
      name: 'Lucía',
      idCard: 'MX-123',
      receivingAccountBank: 'Banorte',
      receivingOpenAccountBank: 'Centro',
      receivingAccountBankCardNumber: '0123',
    };
    expect((await post(app, '/api/middleman/applyForBroker', { ...individual, name: '', idCard: '' }, buyer)).body).toMatchObject({
      code: 'broker.nameRequired',
      info: 'Enter your name',
    });
    expect((await post(app, '/api/middleman/applyForBroker', { ...individual, idCard: ' ' }, buyer)).body.code).toBe('broker.idCardRequired');
    expect((await post(app, '/api/middleman/applyForBroker', { ...individual, receivingOpenAccountBank: '' }, buyer)).body.code).toBe('broker.branchRequired');
    const enterprise = {
      brokerType: 2,
      companyName: 'Lucero',
      businessAddress: 'CDMX',
      receivingAccountBank: 'b',
      receivingOpenAccountBank: 'o',
      receivingAccountBankCardNumber: '1',
    };
    expect((await post(app, '/api/middleman/applyForBroker', enterprise, buyer)).body.code).toBe('broker.licenceRequired');
    const licence = (await upload(app, PNG_PIXEL, 'licence.png', buyer)).url;
    expect((await post(app, '/api/middleman/applyForBroker', { ...enterprise, businessLicense: licence, businessAddress: '' }, buyer)).body.code).toBe('broker.addressRequired');
    expect((await post(app, '/api/middleman/applyForBroker', individual)).body.result).toBe(2);

    expect((await post(app, '/api/middleman/applyForBroker', { ...enterprise, businessLicense: licence }, buyer)).body.data).toEqual({ status: 'pending' });
    expect((await post(app, '/api/middleman/applyForBroker', individual, buyer)).body.code).toBe('broker.alreadyApplied');
    const broker = await login(app, BROKER);
    expect((await post(app, '/api/middleman/applyForBroker', individual, broker)).body.code).toBe('broker.alreadyBroker');
    // Someone else's upload cannot stand in for a licence.
    expect((await post(app, '/api/middleman/applyForBroker', { ...enterprise, businessLicense: licence }, seller)).body.code).toBe('upload.notYours');
  });
});

describe('requirements', () => {
  const product = (overrides: Record<string, unknown> = {}) => ({
    kind: 'product',
    title: 'Porcelain tiles for a hotel in Cancún',
    description: 'Matt finish, 60 × 60',
    categoryId: 3302,
    quantity: 1200,
    unit: 'squareMetres',
    deliveryDate: inDays(60),
    deliveryPlace: 'Cancún, Mexico',
    budget: 9000,
    ...overrides,
  });

  it('summarises the requirement centre', async () => {
    const { body } = await post(app, '/api/procurementRequirements/getHomeInformation', { everyNumber: 4 });
    expect(body.data.open).toBeGreaterThanOrEqual(40);
    expect(body.data.latest).toHaveLength(4);
    expect(body.data.hottest[0].views).toBeGreaterThanOrEqual(body.data.hottest[3].views);
  });

  it('lists open requirements with the sort options of section 3', async () => {
    const all = await post(app, '/api/procurementRequirements/list', { everyNumber: -1 });
    expect(all.body.total).toBeGreaterThanOrEqual(40);
    const check = async (sort: string, key: (r: any) => number | string, direction: 1 | -1) => {
      const values = (await post(app, '/api/procurementRequirements/list', { sort, everyNumber: 15 })).body.list.map(key);
      const sorted = [...values].sort((a, b) => (a < b ? -direction : a > b ? direction : 0));
      expect(values).toEqual(sorted);
    };
    await check('newest', (r) => r.createTime, -1);
    await check('hottest', (r) => r.views, -1);
    await check('deliveryNearest', (r) => r.deliveryDate, 1);
    await check('deliveryFarthest', (r) => r.deliveryDate, -1);
    await check('quantityAsc', (r) => r.quantity, 1);
    await check('quantityDesc', (r) => r.quantity, -1);
    const tech = await post(app, '/api/procurementRequirements/list', { kind: 'technology', everyNumber: -1, showLanguage: 'portuguese' });
    expect(tech.body.list.every((r: { needType: string | null; outputType: string | null }) => Boolean(r.needType) !== Boolean(r.outputType))).toBe(true);
    // Seeded texts come in the reader's language.
    expect(tech.body.list.some((r: { title: string }) => /^(Modernizar|Financiamento|Tecnologia|Automatizar|Exportação|Investimento)/.test(r.title))).toBe(true);
  });

  it('publishes a product requirement with permission, shows it, and lets only the owner withdraw it', async () => {
    const saved = await post(app, '/api/procurementRequirements/save', product(), buyer);
    expect(saved.body.result).toBe(1);
    const id = saved.body.data.id;
    const details = await post(app, '/api/procurementRequirements/details', { id, showCurrency: 'MXN' });
    expect(details.body.data).toMatchObject({
      title: 'Porcelain tiles for a hotel in Cancún',
      unit: 'squareMetres',
      quantity: 1200,
      budget: { amount: 9000, currency: 'USD', showCurrency: 'MXN' },
    });
    const mine = await post(app, '/api/procurementRequirements/getRequirementList', { everyNumber: -1 }, buyer);
    expect(mine.body.list.map((r: { id: number }) => r.id)).toContain(id);
    expect((await post(app, '/api/procurementRequirements/withdrawalDemand', { id }, seller)).body.code).toBe('resource.forbidden');
    expect((await post(app, '/api/procurementRequirements/withdrawalDemand', { id })).body.result).toBe(2);
    expect((await post(app, '/api/procurementRequirements/withdrawalDemand', { id }, buyer)).body.result).toBe(1);
    expect((await post(app, '/api/procurementRequirements/details', { id })).body.code).toBe('resource.notFound');
    expect((await post(app, '/api/procurementRequirements/details', { id }, buyer)).body.data.status).toBe('withdrawn');
    expect((await post(app, '/api/procurementRequirements/withdrawalDemand', { id }, buyer)).body.code).toBe('requirement.withdrawn');
  });

  it('publishes a technology requirement with exactly one need or output type', async () => {
    const tech = { kind: 'technology', title: 'Upgrade a bottling line', quantity: 1, unit: 'set', deliveryDate: inDays(90), deliveryPlace: 'Lima' };
    expect((await post(app, '/api/procurementRequirements/save', tech, buyer)).body.code).toBe('requirement.typeRequired');
    expect((await post(app, '/api/procurementRequirements/save', { ...tech, needType: 'equipmentUpgrade', outputType: 'technologyExport' }, buyer)).body.code).toBe(
      'requirement.typeRequired',
    );
    expect((await post(app, '/api/procurementRequirements/save', { ...tech, needType: 'equipmentUpgrade' }, buyer)).body.result).toBe(1);
  });

  it('refuses bad input, missing permission and guests', async () => {
    const before = (await post(app, '/api/procurementRequirements/getRequirementList', { everyNumber: -1 }, buyer)).body.total;
    expect((await post(app, '/api/procurementRequirements/save', product({ quantity: 0 }), buyer)).body.code).toBe('requirement.quantityInvalid');
    expect((await post(app, '/api/procurementRequirements/save', product({ unit: 'gallons' }), buyer)).body.code).toBe('goods.unitInvalid');
    expect((await post(app, '/api/procurementRequirements/save', product({ deliveryDate: '2020-01-01' }), buyer)).body.code).toBe('requirement.deliveryDateInvalid');
    expect((await post(app, '/api/procurementRequirements/save', product({ title: ' ', showLanguage: 'spanish' }), buyer)).body.info).toBe('Ponle un título a la demanda');
    expect((await post(app, '/api/procurementRequirements/getRequirementList', { everyNumber: -1 }, buyer)).body.total).toBe(before);
    // The seeded seller has the centre but not the release permission.
    expect((await post(app, '/api/procurementRequirements/save', product(), seller)).body.code).toBe('requirement.noPermission');
    expect((await post(app, '/api/procurementRequirements/save', product())).body.result).toBe(2);
    expect((await post(app, '/api/procurementRequirements/getRequirementList', {})).body.result).toBe(2);
  });
});

describe('profile and complaints', () => {
  it('saves personal information', async () => {
    const head = (await upload(app, PNG_PIXEL, 'me.png', seller)).url;
    const { body } = await post(app, '/api/zlkjUser/savePersonalInformation.json', { nickname: 'Chen W.', head, email: 'chen@example.com' }, seller);
    expect(body.user).toEqual({ nickname: 'Chen W.', head, email: 'chen@example.com' });
    expect((await post(app, '/api/zlkjUser/getUserInfo.json', {}, seller)).body.user).toMatchObject({ nickname: 'Chen W.', head });
    expect((await post(app, '/api/zlkjUser/savePersonalInformation.json', { nickname: 'x', email: 'not-an-email' }, seller)).body.code).toBe('validation.emailInvalid');
    expect((await post(app, '/api/zlkjUser/savePersonalInformation.json', { nickname: '' }, seller)).body.code).toBe('validation.nicknameRequired');
    expect((await post(app, '/api/zlkjUser/savePersonalInformation.json', { nickname: 'x' })).body.result).toBe(2);
    expect((await post(app, '/api/zlkjUser/savePersonalInformation.json', { nickname: 'x', head }, buyer)).body.code).toBe('upload.notYours');
  });

  it('saves business information', async () => {
    const { body } = await post(
      app,
      '/api/zlkjUser/saveBusinessInformation.json',
      { companyName: 'Lucero Importaciones', address: 'Av. Reforma 100, CDMX', taxId: 'LUC010101AAA', contactPhone: '+52-55-1234' },
      buyer,
    );
    expect(body.data).toMatchObject({ companyName: 'Lucero Importaciones', taxId: 'LUC010101AAA' });
    expect((await post(app, '/api/zlkjUser/getUserInfo.json', {}, buyer)).body.user.companyName).toBe('Lucero Importaciones');
    expect((await post(app, '/api/zlkjUser/saveBusinessInformation.json', { companyName: '', address: 'x' }, buyer)).body.code).toBe('broker.companyNameRequired');
    expect((await post(app, '/api/zlkjUser/saveBusinessInformation.json', { companyName: 'x', address: 'y', contactPhone: 'call me' }, buyer)).body.code).toBe(
      'validation.phoneChars',
    );
    expect((await post(app, '/api/zlkjUser/saveBusinessInformation.json', { companyName: 'x', address: 'y' })).body.result).toBe(2);
  });

  it('takes complaints and suggestions, from guests too', async () => {
    const complaint = { type: 4, contactInformation: 'ana@example.com', contactName: 'Ana', content: 'Please add a filter by port.' };
    expect((await post(app, '/api/complaint/save', complaint)).body.result).toBe(1);
    const image = (await upload(app, PNG_PIXEL, 'damage.png', buyer)).url;
    expect((await post(app, '/api/complaint/save', { ...complaint, type: 1, imageUrls: [image] }, buyer)).body.result).toBe(1);
    expect((await post(app, '/api/complaint/save', { ...complaint, imageUrls: [image] }, seller)).body.code).toBe('upload.notYours');
    expect((await post(app, '/api/complaint/save', { ...complaint, content: '' })).body.code).toBe('complaint.contentRequired');
    expect((await post(app, '/api/complaint/save', { ...complaint, type: 9 })).body.result).toBe(0);
  });
});
