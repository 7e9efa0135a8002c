import type { FastifyInstance } from 'fastify';
import { build, BROKER, BUYER, login, post, SELLER } from './helpers';
import type { OutboxSmsSender } from '../src/services/sms';

let app: FastifyInstance;
let sms: OutboxSmsSender;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, sms, close } = await build());
});
afterAll(async () => close());

describe('login', () => {
  it('signs in a demo account by phone and returns a token and the user', async () => {
    const { body } = await post(app, '/api/loginByPhone.json', BUYER);
    expect(body.result).toBe(1);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ nickname: 'Lucía Hernández', ifBroker: false, role: 'buyer' });
    expect(body.user.password_hash).toBeUndefined();
  });

  it('signs in by user name', async () => {
    const { body } = await post(app, '/api/loginByUsername.json', { username: 'Demo-Seller', password: 'Demo#2026' });
    expect(body).toMatchObject({ result: 1, user: { nickname: 'Chen Wei', role: 'seller' } });
  });

  it('refuses a wrong password in the caller’s language', async () => {
    const { body } = await post(app, '/api/loginByPhone.json', { ...SELLER, password: 'wrong-pass', showLanguage: 'spanish' });
    expect(body).toMatchObject({ result: 0, info: 'El teléfono o la contraseña son incorrectos' });
  });

  it('validates input with the contract’s rules', async () => {
    expect((await post(app, '/api/loginByPhone.json', { phone: '', password: 'Demo#2026' })).body).toMatchObject({ result: 0, info: 'Enter a phone number', field: 'phone' });
    expect((await post(app, '/api/loginByPhone.json', { phone: '55 11 x', password: 'Demo#2026' })).body.info).toBe(
      'A phone number may only contain digits (spaces, brackets, + and - are allowed)',
    );
    // A number written as people write it is the same account.
    expect((await post(app, '/api/loginByPhone.json', { phone: '+52 (1) 55 1234-5678', password: 'Demo#2026' })).body.result).toBe(1);
    // Markup is told it is no phone number, not that it is long.
    expect((await post(app, '/api/loginByPhone.json', { phone: '<b>5215512345678</b><i>x</i>', password: 'Demo#2026' })).body.code).toBe('validation.phoneChars');
    expect((await post(app, '/api/loginByPhone.json', { phone: '5511', password: '123', showLanguage: 'chinese_simplified' })).body.info).toBe('密码长度须为 6 到 16 个字符');
  });

  it('rate-limits repeated failures on one phone', async () => {
    const attempt = () => post(app, '/api/loginByPhone.json', { phone: BROKER.phone, password: 'not-the-one' });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).body.info).toBe('The phone number or password is wrong');
    const blocked = await attempt();
    expect(blocked.body.result).toBe(0);
    expect(blocked.body.info).toMatch(/^Too many attempts\. Try again in \d+ seconds$/);
    // Even the right password waits out the window.
    expect((await post(app, '/api/loginByPhone.json', BROKER)).body.code).toBe('auth.tooManyAttempts');
  });
});

describe('the user calls', () => {
  it('answer result 2 without a token, or with an unknown one', async () => {
    expect((await post(app, '/api/zlkjUser/getUserInfo.json')).body).toEqual({ result: 2, info: 'Please log in first' });
    expect((await post(app, '/api/zlkjUser/getUserRole.json', {}, 'forged')).body.result).toBe(2);
  });

  it('return the signed-in user only: each token sees its own account', async () => {
    const buyer = await login(app, BUYER);
    const seller = await login(app, SELLER);
    expect((await post(app, '/api/zlkjUser/getUserInfo.json', {}, buyer)).body.user.phone).toBe(BUYER.phone);
    expect((await post(app, '/api/zlkjUser/getUserInfo.json', {}, seller)).body.user.phone).toBe(SELLER.phone);
  });

  it('accept the token as a Bearer header too', async () => {
    const token = await login(app, SELLER);
    const response = await app.inject({ method: 'POST', url: '/api/zlkjUser/getUserInfo.json', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(response.json()).toMatchObject({ result: 1, user: { role: 'seller' } });
  });

  it('list permissions as data.userPermissions[].percode', async () => {
    const token = await login(app, BUYER);
    const { body } = await post(app, '/api/zlkjUser/getUserRole.json', {}, token);
    expect(body.data.userPermissions).toEqual([{ percode: 'procurementRequirements:center' }, { percode: 'procurementRequirements:release' }]);
    const seller = await login(app, SELLER);
    expect((await post(app, '/api/zlkjUser/getUserRole.json', {}, seller)).body.data.userPermissions).toEqual([{ percode: 'procurementRequirements:center' }]);
  });

  it('logout revokes the token', async () => {
    const token = await login(app, SELLER);
    expect((await post(app, '/api/logout.json', {}, token)).body.result).toBe(1);
    expect((await post(app, '/api/zlkjUser/getUserInfo.json', {}, token)).body.result).toBe(2);
  });
});

describe('registration with an SMS code', () => {
  const phone = '5491122334455';

  it('registers, completes the profile and logs in', async () => {
    expect((await post(app, '/api/common/sendSmsCode.json', { type: 1, phone, area: '54' })).body.result).toBe(1);
    const code = sms.lastCodeFor(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post(app, '/api/register.json', { phone, password: 'Tango#99', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ result: 0, code: 'auth.codeWrong', info: 'The verification code is wrong. Tries left with this code: 4' });
    const { body } = await post(app, '/api/register.json', { phone, password: 'Tango#99', code });
    expect(body.result).toBe(1);
    expect(body.user.infoComplete).toBe(false);
    const improved = await post(app, '/api/improveInfoForReg.json', { nickname: 'Mateo', role: 'buyer', countryCode: 'AR' }, body.token);
    expect(improved.body).toMatchObject({ result: 1, user: { nickname: 'Mateo', countryCode: 'AR', infoComplete: true } });
    expect((await post(app, '/api/loginByPhone.json', { phone, password: 'Tango#99' })).body.result).toBe(1);
  });

  it('does not reuse a code and refuses a taken phone', async () => {
    expect((await post(app, '/api/common/sendSmsCode.json', { type: 1, phone: BUYER.phone })).body.code).toBe('auth.phoneTaken');
  });

  it('sends at most one code a minute to a phone', async () => {
    const other = '5491100000001';
    expect((await post(app, '/api/common/sendSmsCode.json', { type: 1, phone: other })).body.result).toBe(1);
    expect((await post(app, '/api/common/sendSmsCode.json', { type: 1, phone: other })).body.code).toBe('auth.tooManyAttempts');
  });

  it('improveInfoForReg needs a session and valid fields', async () => {
    expect((await post(app, '/api/improveInfoForReg.json', { nickname: 'x', role: 'buyer', countryCode: 'BR' })).body.result).toBe(2);
    const token = await login(app, SELLER);
    expect((await post(app, '/api/improveInfoForReg.json', { nickname: '', role: 'buyer', countryCode: 'BR' }, token)).body.code).toBe('validation.nicknameRequired');
    expect((await post(app, '/api/improveInfoForReg.json', { nickname: 'Chen', role: 'admin', countryCode: 'BR' }, token)).body.code).toBe('validation.roleRequired');
  });
});

describe('password reset by SMS code', () => {
  it('changes the password and signs out every session', async () => {
    const phone = SELLER.phone;
    const before = await login(app, SELLER);
    expect((await post(app, '/api/common/sendSmsCode.json', { type: 2, phone })).body.result).toBe(1);
    const code = sms.lastCodeFor(phone)!;
    expect((await post(app, '/api/zlkjUser/updatePasswordByPhoneCode.json', { phone, code, password: 'Nuevo#2026' })).body.result).toBe(1);
    expect((await post(app, '/api/zlkjUser/getUserInfo.json', {}, before)).body.result).toBe(2);
    expect((await post(app, '/api/loginByPhone.json', SELLER)).body.result).toBe(0);
    expect((await post(app, '/api/loginByPhone.json', { phone, password: 'Nuevo#2026' })).body.result).toBe(1);
    // The code is spent: the reply says to ask for a new one.
    expect((await post(app, '/api/zlkjUser/updatePasswordByPhoneCode.json', { phone, code, password: 'Otro#2026' })).body.code).toBe('auth.codeExpired');
  });

  it('refuses a reset code for an unknown phone', async () => {
    expect((await post(app, '/api/common/sendSmsCode.json', { type: 2, phone: '5219999999999' })).body.code).toBe('auth.accountMissing');
  });
});
