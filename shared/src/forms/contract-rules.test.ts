import * as real from '../contract';
import { contractResolver } from './resolver';
import { realSchema } from './schema';

/** The contract's calls as browser builds declare them: zod/mini replaced by the recording stand-in. */
function recordedCalls(): typeof real.calls {
  let calls: typeof real.calls | undefined;
  jest.isolateModules(() => {
    jest.doMock('zod/mini', () => jest.requireActual('../../../tooling/zod-mini-browser.js'));
    calls = (jest.requireActual('../contract') as typeof real).calls;
  });
  jest.dontMock('zod/mini');
  return calls!;
}

type Errors = Record<string, { message: string }>;

describe('the rules forms share with the API', () => {
  const recorded = recordedCalls();
  const check = async (call: keyof typeof real.calls, values: Record<string, unknown>, language: real.Language = 'english') => {
    const resolve = contractResolver<Record<string, unknown>, unknown>((recorded[call] as { request: unknown }).request, { language });
    const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    return Object.fromEntries(Object.entries(result.errors as Errors).map(([field, error]) => [field, error.message]));
  };
  /** A browser's replayed schema refuses exactly what the API's refuses, with the same keys. */
  const sameAsApi = (call: keyof typeof real.calls, samples: unknown[]) => {
    const definition = real.calls[call] as { request: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: unknown; message: string }> } } } };
    const replayed = realSchema((recorded[call] as { request: unknown }).request) as typeof definition.request;
    for (const sample of samples) {
      const mine = replayed.safeParse(sample);
      const api = definition.request.safeParse(sample);
      expect([sample, mine.success]).toEqual([sample, api.success]);
      expect(mine.error?.issues.map((i) => [i.path, i.message])).toEqual(api.error?.issues.map((i) => [i.path, i.message]));
    }
  };

  const complaint = { type: 4, contactName: 'Ana', contactInformation: 'ana@example.com', content: 'The seller never answered.' };

  it('a complaint is answered at an email address or a phone number, nothing else', async () => {
    expect(await check('saveComplaint', complaint)).toEqual({});
    expect(await check('saveComplaint', { ...complaint, contactInformation: '+52 (81) 1234-5678' })).toEqual({});
    expect(await check('saveComplaint', { ...complaint, contactInformation: 'not-an-email' })).toEqual({
      contactInformation: 'Enter an email address (name@example.com) or a phone number',
    });
    expect(await check('saveComplaint', { ...complaint, contactInformation: 'ana@' }, 'portuguese')).toEqual({
      contactInformation: 'Informe um e-mail (nome@exemplo.com) ou um número de telefone',
    });
    expect(await check('saveComplaint', { ...complaint, contactInformation: '  ' })).toEqual({ contactInformation: 'Tell us how to reach you' });
    sameAsApi('saveComplaint', [complaint, { ...complaint, contactInformation: 'not-an-email' }, { ...complaint, contactInformation: '' }, {}]);
  });

  it('required text names its limit when too long, and asks for it when missing', async () => {
    expect(await check('saveComplaint', { ...complaint, content: 'x'.repeat(4001), contactName: 'y'.repeat(61) }, 'spanish')).toEqual({
      content: 'Usa como máximo 4,000 caracteres',
      contactName: 'Usa como máximo 60 caracteres',
    });
    expect(await check('saveComplaint', { type: 4 })).toEqual({
      contactName: 'Enter your name',
      contactInformation: 'Tell us how to reach you',
      content: 'Describe what happened',
    });
  });

  it('a broker application is refused at every field section 5 requires, all at once', async () => {
    const individual = { type: 0, brokerType: 1 };
    expect(await check('applyForBroker', individual)).toEqual({
      name: 'Enter your name',
      idCard: 'Enter your ID number',
      receivingAccountBank: 'Enter the bank name',
      receivingOpenAccountBank: 'Enter the account-opening branch',
      receivingAccountBankCardNumber: 'Enter the card number',
    });
    expect(Object.keys(await check('applyForBroker', { type: 0, brokerType: 2, name: 'Ana' }))).toEqual([
      'companyName',
      'businessLicense',
      'businessAddress',
      'receivingAccountBank',
      'receivingOpenAccountBank',
      'receivingAccountBankCardNumber',
    ]);
    sameAsApi('applyForBroker', [individual, { ...individual, brokerType: 2, companyName: 'Lucero' }, null]);
  });

  it('a requirement is delivered from today on, and a technology one has its type, along with every other check', async () => {
    const requirement = { kind: 'technology', title: '', quantity: '1', unit: 'set', deliveryDate: '2020-01-01', deliveryPlace: 'Santos' };
    expect(await check('saveRequirement', requirement)).toEqual({
      title: 'Give the requirement a title',
      deliveryDate: 'Choose a delivery date from today on',
      needType: 'Choose whether you need or offer technology, and which kind',
    });
    expect(await check('saveRequirement', { ...requirement, title: 'Packaging line', deliveryDate: '2099-01-01', needType: 'equipmentUpgrade' })).toEqual({});
    sameAsApi('saveRequirement', [requirement, { ...requirement, needType: 'equipmentUpgrade', outputType: 'equipmentExport' }, { ...requirement, kind: 'product' }, 'x']);
  });

  it('an empty verification code is asked for, not called wrong', async () => {
    expect((await check('register', { phone: '5491155123456', password: 'Tango#2026', code: '' })).code).toBe('Enter the verification code');
    expect((await check('register', { phone: '5491155123456', password: 'Tango#2026', code: '12a' })).code).toBe('The verification code is wrong or has expired');
  });
});
