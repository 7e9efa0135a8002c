import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { AUDIT_STATUS, calls, CONTRACT_VERSION } from '@puente/shared/contract';
import { buildApp } from '../src/app';
import { shouldSeed } from '../src/config/env';
import { trustedProxies } from '../src/config/security';
import { hashPassword } from '../src/services/passwords';
import type { OutboxSmsSender } from '../src/services/sms';
import { build, BUYER, createAccount, daysFromNow, login, PNG_PIXEL, post, postFrom, SELLER, SHIPPING, upload } from './helpers';

// What an outside attack found, each proved closed: account takeover by code guessing, lockouts,
// spoofed addresses, tokens in logs, self-dealt commissions, missing headers, 5xx on bad input,
// money edge values, buyers' brands, weak passwords and demo accounts in production.

let app: FastifyInstance;
let sms: OutboxSmsSender;
let close: () => Promise<void>;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  ({ app, sms, close } = await build({ logger: { level: 'info', stream }, corsOrigins: 'https://partner.example' }));
});
afterAll(async () => close());

const RESET = calls.updatePasswordByPhoneCode.path;
const SEND = calls.sendSmsCode.path;
let addressCounter = 0;
/** A new client address for each caller, so that one test's limits never reach another's. */
const nextAddress = () => `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

/** A fresh account with a reset code sent to it; returns its phone and the code. */
async function accountWithResetCode(): Promise<{ phone: string; code: string; id: number }> {
  const account = await createAccount(app, 'buyer');
  const row = await app.db.selectFrom('users').select('phone').where('id', '=', account.id).executeTakeFirstOrThrow();
  const sent = await postFrom(app, nextAddress(), SEND, { type: calls.SMS_CODE_TYPES.resetPassword, phone: row.phone });
  expect(sent.body.result).toBe(1);
  return { phone: row.phone, code: sms.lastCodeFor(row.phone)!, id: account.id };
}

const wrongCodeFor = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe('verification codes cannot be guessed', () => {
  it('300 wrong guesses from one client: the right code is refused afterwards, and the code counted at most five', async () => {
    const { phone, code } = await accountWithResetCode();
    const address = nextAddress();
    const replies = [];
    for (let i = 0; i < 300; i += 1) replies.push((await postFrom(app, address, RESET, { phone, code: wrongCodeFor(code, i), password: 'Guess#2026' })).body);
    expect(replies.every((reply) => reply.result === 0)).toBe(true);
    // Each wrong try says how many are left; the fifth says the code is dead.
    expect(replies.slice(0, 5).map((reply) => reply.code)).toEqual(['auth.codeWrong', 'auth.codeWrong', 'auth.codeWrong', 'auth.codeWrong', 'auth.codeSpent']);
    expect(replies.slice(0, 4).map((reply) => reply.info)).toEqual([4, 3, 2, 1].map((left) => `The verification code is wrong. Tries left with this code: ${left}`));
    expect(replies[5]!.code).toBe('auth.codeSpent');
    expect(replies.at(-1)!.code).toBe('auth.tooManyAttempts');
    const right = await postFrom(app, nextAddress(), RESET, { phone, code, password: 'Guess#2026' });
    expect(right.body.result).toBe(0);
    const row = await app.db.selectFrom('sms_codes').select(['attempts', 'used_at']).where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.used_at).toBeNull();
  });

  it('five wrong guesses from five addresses kill the code: the right one is refused and the password unchanged', async () => {
    const { phone, code, id } = await accountWithResetCode();
    const before = await app.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i += 1) {
      expect((await postFrom(app, nextAddress(), RESET, { phone, code: wrongCodeFor(code, i), password: 'Guess#2026' })).body.code).toBe(
        i < 4 ? 'auth.codeWrong' : 'auth.codeSpent',
      );
    }
    const right = await postFrom(app, nextAddress(), RESET, { phone, code, password: 'Guess#2026' });
    expect(right.body).toMatchObject({ result: 0, code: 'auth.codeSpent' });
    const after = await app.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
  });

  it('parallel guesses cannot share an attempt: 40 at once, still five counted', async () => {
    const { phone, code } = await accountWithResetCode();
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => postFrom(app, nextAddress(), RESET, { phone, code: wrongCodeFor(code, i), password: 'Guess#2026' })));
    expect(replies.every((reply) => reply.body.result === 0)).toBe(true);
    const row = await app.db.selectFrom('sms_codes').select('attempts').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  it('limits code checks per phone across addresses, and per address across phones', async () => {
    const { phone, code } = await accountWithResetCode();
    // Each guess from a new address: the phone's own limit stops the eleventh check.
    const replies = [];
    for (let i = 0; i < 11; i += 1) replies.push((await postFrom(app, nextAddress(), RESET, { phone, code: wrongCodeFor(code, i), password: 'Guess#2026' })).body.code);
    expect(replies.at(-1)).toBe('auth.tooManyAttempts');

    const address = nextAddress();
    const codes = [];
    for (let i = 0; i < 31; i += 1) {
      codes.push((await postFrom(app, address, RESET, { phone: `5199000000${String(i).padStart(3, '0')}`, code: '123456', password: 'Guess#2026' })).body.code);
    }
    // No code was sent to those phones: each is told to ask for one.
    expect(codes.slice(0, 30).every((c) => c === 'auth.codeExpired')).toBe(true);
    expect(codes[30]).toBe('auth.tooManyAttempts');
  });

  it('registration codes die the same way: a phone cannot be registered by guessing', async () => {
    const phone = `5198${Date.now().toString().slice(-9)}`;
    expect((await postFrom(app, nextAddress(), SEND, { type: calls.SMS_CODE_TYPES.register, phone })).body.result).toBe(1);
    const code = sms.lastCodeFor(phone)!;
    for (let i = 0; i < 5; i += 1) {
      expect((await postFrom(app, nextAddress(), calls.register.path, { phone, code: wrongCodeFor(code, i), password: 'Tango#99' })).body.code).toBe(
        i < 4 ? 'auth.codeWrong' : 'auth.codeSpent',
      );
    }
    expect((await postFrom(app, nextAddress(), calls.register.path, { phone, code, password: 'Tango#99' })).body.code).toBe('auth.codeSpent');
    expect(await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()).toBeUndefined();
  });

  it('the right code still works, once', async () => {
    const { phone, code } = await accountWithResetCode();
    const address = nextAddress();
    expect((await postFrom(app, address, RESET, { phone, code: wrongCodeFor(code, 0), password: 'Nuevo#2026' })).body.code).toBe('auth.codeWrong');
    expect((await postFrom(app, address, RESET, { phone, code, password: 'Nuevo#2026' })).body.result).toBe(1);
    expect((await postFrom(app, address, RESET, { phone, code, password: 'Otro#2026x' })).body.code).toBe('auth.codeExpired');
    expect((await postFrom(app, address, calls.loginByPhone.path, { phone, password: 'Nuevo#2026' })).body.result).toBe(1);
  });
});

describe('sign-in limits', () => {
  it('failures from elsewhere never lock the owner out of their own address', async () => {
    const owner = await createAccount(app, 'buyer');
    const phone = (await app.db.selectFrom('users').select('phone').where('id', '=', owner.id).executeTakeFirstOrThrow()).phone;
    await app.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Owner#2026') })
      .where('id', '=', owner.id)
      .execute();
    // An attacker spreads 30 wrong passwords over three addresses.
    for (let i = 0; i < 30; i += 1) await postFrom(app, `203.0.113.${(i % 3) + 1}`, calls.loginByPhone.path, { phone, password: `wrong-${i}` });
    expect((await postFrom(app, '203.0.113.1', calls.loginByPhone.path, { phone, password: 'Owner#2026' })).body.code).toBe('auth.tooManyAttempts');
    // The owner, at home, signs in.
    expect((await postFrom(app, '192.0.2.10', calls.loginByPhone.path, { phone, password: 'Owner#2026' })).body.result).toBe(1);
  });

  it('stops credential stuffing from one address across many accounts', async () => {
    const address = nextAddress();
    const codes = [];
    for (let i = 0; i < 51; i += 1)
      codes.push((await postFrom(app, address, calls.loginByPhone.path, { phone: `5197000000${String(i).padStart(3, '0')}`, password: 'Stuffed#1' })).body.code);
    expect(codes.slice(0, 50).every((c) => c === 'auth.loginFailed')).toBe(true);
    expect(codes[50]).toBe('auth.tooManyAttempts');
  });

  it('counts an address’s guesses, not its members signing in: sixty good sign-ins from one address are all let in', async () => {
    const address = nextAddress();
    const replies = [];
    for (let i = 0; i < 60; i += 1) replies.push((await postFrom(app, address, calls.loginByPhone.path, BUYER)).body.result);
    expect(replies.every((result) => result === 1)).toBe(true);
  });

  it('ignores X-Forwarded-For unless a trusted proxy sends it', async () => {
    const address = nextAddress();
    const codes = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await postFrom(app, address, calls.loginByPhone.path, { phone: BUYER.phone, password: 'not-it-1' }, { 'x-forwarded-for': `10.9.${i}.1` })).body.code);
    }
    expect(codes[10]).toBe('auth.tooManyAttempts');

    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies(' 10.0.0.1, 10.1.0.0/16 ')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    const behindProxy = Fastify({ trustProxy: trustedProxies('10.0.0.1') });
    behindProxy.get('/ip', async (request) => ({ ip: request.ip }));
    const viaProxy = await behindProxy.inject({ url: '/ip', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
    const direct = await behindProxy.inject({ url: '/ip', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(viaProxy.json()).toEqual({ ip: '198.51.100.7' });
    expect(direct.json()).toEqual({ ip: '10.0.0.2' });
    await behindProxy.close();
  });
});

describe('tokens stay out of the log', () => {
  it('redacts the token from request lines, as a query parameter or a header', async () => {
    const token = await login(app, SELLER);
    await post(app, calls.getUserInfo.path, {}, token);
    await app.inject({ method: 'POST', url: `${calls.getUserInfo.path}?showLanguage=english&token=${token}`, payload: {} });
    await app.inject({ method: 'POST', url: calls.getUserInfo.path, payload: {}, headers: { authorization: `Bearer ${token}` } });
    const log = logLines.join('');
    expect(log).toContain(calls.getUserInfo.path);
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(token);
  });
});

describe('brokers and the orders they bring', () => {
  it('refuses a broker who is the buyer or the seller of the order, and writes nothing', async () => {
    const buyer = await login(app, BUYER);
    const seller = await login(app, SELLER);
    const buyerId = (await post(app, calls.getUserInfo.path, {}, buyer)).body.user.id as number;
    const sellerId = (await post(app, calls.getUserInfo.path, {}, seller)).body.user.id as number;
    await app.db.updateTable('users').set({ authority: '11' }).where('id', 'in', [buyerId, sellerId]).execute();
    try {
      const goods = (await post(app, '/api/goods/myProductList', { auditStatus: '1000', everyNumber: -1 }, seller)).body.list.find(
        (g: { putaway: boolean; tradeTerms: string[] }) => g.putaway && g.tradeTerms.includes('FOB'),
      );
      const minOrder = (await post(app, '/api/goods/details', { id: goods.id })).body.data.minOrder as number;
      const addressId = (await post(app, '/api/zlkjUser/save', { contactName: 'Lucía', phone: BUYER.phone, countryCode: 'MX', city: 'CDMX', street: 'Reforma 1' }, buyer)).body.data
        .id;
      const order = (brokerId: number) => ({
        items: [{ goodsId: goods.id, quantity: minOrder }],
        tradeTerm: 'FOB',
        shippingAddressId: addressId,
        logisticsProvider: 'freightCarrier',
        brokerId,
      });
      const before = await app.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const self = await post(app, calls.trade.createOrder.path, { ...order(buyerId), showLanguage: 'spanish' }, buyer);
      expect(self.body).toMatchObject({ result: 0, code: 'order.brokerIsParty', info: 'Un corredor no puede ser el comprador ni el vendedor del pedido que aporta' });
      expect((await post(app, calls.trade.createOrder.path, order(sellerId), buyer)).body.code).toBe('order.brokerIsParty');
      const after = await app.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    } finally {
      await app.db.updateTable('users').set({ authority: '' }).where('id', 'in', [buyerId, sellerId]).execute();
    }
  });
});

describe('security headers and CORS', () => {
  it('answers every reply with nosniff, no framing, a referrer policy and a strict CSP', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/goods/list', payload: {} });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets the page load scripts from the origins the registry names, re-read when the registry changes', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'puente-registry-')), 'remotes.json');
    const registry = (entry: string) => JSON.stringify({ contract: CONTRACT_VERSION, remotes: [{ name: 'mf_technology', area: 'technology', entry }] });
    fs.writeFileSync(file, registry('https://cdn.example/mf-technology/1/mf-manifest.json'));
    const site = await buildApp({ dataDir: 'memory', seed: false, serveApps: true, remotesFile: file, remoteOrigins: 'https://static.example' });
    try {
      const first = String((await site.inject({ url: '/remotes.json' })).headers['content-security-policy']);
      expect(first).toMatch(/script-src 'self' https:\/\/cdn\.example https:\/\/static\.example/);
      expect(first).toContain("frame-ancestors 'none'");
      fs.writeFileSync(file, registry('https://cdn2.example/mf-technology/2/mf-manifest.json'));
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const second = String((await site.inject({ url: '/remotes.json' })).headers['content-security-policy']);
      expect(second).toContain('https://cdn2.example');
      expect(second).not.toContain('https://cdn.example ');
    } finally {
      await site.close();
    }
  });

  it('serves the data folder’s registry once a deploy writes it, the built remotes until then, and published releases', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-data-'));
    const site = await buildApp({ dataDir, seed: false, serveApps: true });
    try {
      const before = (await site.inject({ url: '/remotes.json' })).json();
      expect(before.remotes.map((r: { area: string }) => r.area)).toEqual(['product', 'technology', 'comprehensive', 'personal', 'operator']);
      const release = { contract: CONTRACT_VERSION, remotes: [{ name: 'mf_technology', area: 'technology', entry: '/releases/mf-technology/20261123-090000/mf-manifest.json' }] };
      fs.writeFileSync(path.join(dataDir, 'remotes.json'), JSON.stringify(release));
      expect((await site.inject({ url: '/remotes.json' })).json()).toEqual(release);
      // An unknown release is a plain 404, never the shell's page.
      expect((await site.inject({ url: '/releases/mf-technology/none/mf-manifest.json' })).statusCode).toBe(404);
    } finally {
      await site.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('allows only configured origins to call the API from another site', async () => {
    const evil = await app.inject({ method: 'POST', url: '/api/goods/list', payload: {}, headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const partner = await app.inject({ method: 'POST', url: '/api/goods/list', payload: {}, headers: { origin: 'https://partner.example' } });
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
  });
});

describe('no 5xx for any input', () => {
  it('answers a body that is not an object with a clear envelope', async () => {
    for (const payload of ['[]', '[1,2]', '"text"', '42', 'null', 'true']) {
      for (const path of [calls.listGoods.path, calls.loginByPhone.path, calls.saveComplaint.path]) {
        const response = await app.inject({ method: 'POST', url: path, payload, headers: { 'content-type': 'application/json' } });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toMatchObject({ result: 0 });
      }
    }
    const spanish = await app.inject({
      method: 'POST',
      url: calls.listGoods.path,
      payload: '[]',
      headers: { 'content-type': 'application/json', 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(spanish.json()).toMatchObject({ result: 0, code: 'request.bodyNotObject', info: 'La solicitud debe ser un objeto JSON' });
  });

  it('refuses NUL characters in text with a message naming the field, and writes nothing', async () => {
    expect((await post(app, calls.listGoods.path, { keyword: 'a\u0000b' })).body).toMatchObject({ result: 0, code: 'validation.controlCharacters', field: 'keyword' });
    // Half a surrogate pair cannot be stored either (jsonb refuses its escape); a whole pair can.
    const me = await login(app, SELLER);
    expect((await post(app, '/api/zlkjUser/saveBusinessInformation.json', { companyName: 'Lone \ud800 half' }, me)).body).toMatchObject({
      result: 0,
      code: 'validation.controlCharacters',
      field: 'companyName',
    });
    expect((await post(app, calls.listGoods.path, { keyword: 'café \ud83d\ude00' })).body.result).toBe(1);
    expect((await postFrom(app, nextAddress(), calls.loginByUsername.path, { username: 'demo\u0000buyer', password: 'Demo#2026' })).body.code).toBe('validation.controlCharacters');
    const before = await app.db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const complaint = await post(app, calls.saveComplaint.path, {
      type: 1,
      contactName: 'Ana',
      contactInformation: 'ana@example.com',
      content: 'Bad\u0000 seller',
      showLanguage: 'portuguese',
    });
    expect(complaint.body).toMatchObject({ result: 0, info: 'O texto contém caracteres que não podem ser salvos' });
    const after = await app.db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers invalid JSON and other content types with 4xx envelopes', async () => {
    const broken = await app.inject({ method: 'POST', url: calls.listGoods.path, payload: '{"keyword": ', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ result: 0, code: 'request.malformed' });
    const form = await app.inject({ method: 'POST', url: calls.listGoods.path, payload: 'keyword=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ result: 0, code: 'request.unsupportedType' });
    const text = await app.inject({ method: 'POST', url: calls.listGoods.path, payload: 'keyword=a', headers: { 'content-type': 'text/plain' } });
    expect(text.json()).toMatchObject({ result: 0, code: 'request.bodyNotObject' });
  });

  it('answers malformed uploads clearly, stores a NUL-named file under a clean name, and leaves no orphan files', async () => {
    const token = await login(app, SELLER);
    const countFiles = () => (fs.existsSync(app.uploadsDir) ? fs.readdirSync(app.uploadsDir).length : 0);
    const filesBefore = countFiles();
    const rowsBefore = (
      await app.db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const url = `${calls.uploadFile.path}?token=${token}`;
    for (const payload of ['--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', 'garbage', '--b--']) {
      const response = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'multipart/form-data; boundary=b' } });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().result).toBe(0);
    }
    const noBoundary = await app.inject({ method: 'POST', url, payload: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(noBoundary.json().result).toBe(0);
    const nul = await upload(app, PNG_PIXEL, 'photo\u0000.png', token);
    expect(nul.result).toBe(1);
    const stored = await app.db.selectFrom('uploads').select('original_name').where('file_name', '=', String(nul.url).slice('/uploads/'.length)).executeTakeFirstOrThrow();
    expect(stored.original_name).toBe('photo.png');
    const rowsAfter = (
      await app.db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(rowsAfter - rowsBefore).toBe(1);
    expect(countFiles() - filesBefore).toBe(1);
  });
});

describe('money and quantities within bounds', () => {
  let seller: string;
  let buyer: string;
  let addressId: number;

  beforeAll(async () => {
    seller = (await createAccount(app, 'seller', 'CN')).token;
    buyer = await login(app, BUYER);
    addressId = (await post(app, '/api/zlkjUser/save', { contactName: 'Lucía', phone: BUYER.phone, countryCode: 'MX', city: 'CDMX', street: 'Reforma 1' }, buyer)).body.data.id;
  });

  async function bigGoods(price: number, stock: number) {
    const image = (await upload(app, PNG_PIXEL, 'machine.png', seller)).url as string;
    const saved = await post(
      app,
      calls.saveGoods.path,
      {
        categoryId: 2101,
        name: { english: 'Tunnel boring machine' },
        images: [image],
        price,
        currency: 'USD',
        unit: 'set',
        minOrder: 1,
        stock,
        tradeTerms: ['FOB', 'CIF'],
        shipping: SHIPPING,
      },
      seller,
    );
    expect(saved.body.result).toBe(1);
    await app.db.updateTable('goods').set({ audit_status: AUDIT_STATUS.passed, putaway: true }).where('id', '=', saved.body.data.id).execute();
    return saved.body.data.id as number;
  }

  it('refuses withdrawals that round to nothing', async () => {
    for (const amount of [0.001, 0.004, -1, 1e308, 'NaN']) {
      expect((await post(app, calls.trade.applyWithdrawal.path, { accountId: 1, amount, currency: 'USD' }, seller)).body.code).toBe('validation.amountInvalid');
    }
  });

  it('keeps a billion-dollar order to the cent in 64-bit columns, and refuses one past the bounds', async () => {
    const goodsId = await bigGoods(10_000_000, 1000);
    const order = (quantity: number) => ({ items: [{ goodsId, quantity }], tradeTerm: 'CIF', shippingAddressId: addressId, logisticsProvider: 'freightCarrier' });
    const preview = await post(app, calls.trade.orderPreview.path, { items: [{ goodsId, quantity: 100 }], tradeTerm: 'CIF' }, buyer);
    expect(preview.body.data.total.amount).toBe(1_000_000_000);
    const created = await post(app, calls.trade.createOrder.path, order(100), buyer);
    expect(created.body.result).toBe(1);
    const row = await app.db
      .selectFrom('orders')
      .select(['goods_minor', 'freight_minor', 'insurance_minor', 'deposit_minor', 'balance_minor'])
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.goods_minor).toBe(100_000_000_000);
    // CIF to the buyer's address carries the estimated freight and insurance; deposit and balance follow the whole, to the cent.
    expect(Number(row.insurance_minor)).toBeGreaterThan(0);
    expect(Number(row.deposit_minor) + Number(row.balance_minor)).toBe(Number(row.goods_minor) + Number(row.freight_minor) + Number(row.insurance_minor));

    const tooLarge = await post(app, calls.trade.createOrder.path, order(101), buyer);
    expect(tooLarge.body).toMatchObject({ result: 0, code: 'order.tooLarge' });
    expect((await post(app, calls.trade.orderPreview.path, { items: [{ goodsId, quantity: 101 }], tradeTerm: 'CIF' }, buyer)).body.code).toBe('order.tooLarge');
    const overStock = await post(app, calls.trade.createOrder.path, { ...order(1001), showLanguage: 'english' }, buyer);
    expect(overStock.body).toMatchObject({ result: 0, code: 'order.stockExceeded', info: 'Only 1,000 are in stock. Choose at most 1,000' });
    expect((await post(app, calls.trade.createOrder.path, order(100_000_001), buyer)).body).toMatchObject({
      code: 'validation.quantityInvalid',
      info: 'Enter a whole quantity between 1 and 100,000,000',
    });

    // The seller's freight and insurance on top of it fit too.
    expect((await post(app, '/api/order/v2/confirmOrder', { id: created.body.data.id }, seller)).body.result).toBe(1);
    const configured = await post(
      app,
      '/api/order/v2/peiZhi',
      { id: created.body.data.id, depositRatio: 30, deliveryDate: daysFromNow(60), freight: 10_000_000, insurance: 10_000_000 },
      seller,
    );
    expect(configured.body.result).toBe(1);
    const details = (await post(app, '/api/order/v2/details', { id: created.body.data.id }, buyer)).body.data;
    expect(details.total.amount).toBe(1_020_000_000);
  });

  it('bounds the cart by the stock', async () => {
    const goodsId = await bigGoods(100, 20_000);
    const reply = await post(app, calls.trade.updateCart.path, { goodsId, quantity: 99_999_999, showLanguage: 'portuguese' }, buyer);
    expect(reply.body).toMatchObject({ result: 0, code: 'order.stockExceeded' });
    expect(reply.body.info).toContain('20.000');
    expect(await app.db.selectFrom('cart_items').select('id').where('goods_id', '=', goodsId).executeTakeFirst()).toBeUndefined();
    expect((await post(app, calls.trade.updateCart.path, { goodsId, quantity: 20_000 }, buyer)).body.result).toBe(1);
  });

  it('bounds quotation requests and conversions', async () => {
    const goodsId = await bigGoods(50, 1000);
    const ask = (extra: Record<string, unknown>) =>
      post(app, calls.trade.saveQuotationRequest.path, { goodsId, quantity: 10, unit: 'set', tradeTerm: 'FOB', destination: 'Santos', ...extra }, buyer);
    expect((await ask({ targetPrice: 21_474_836.48 })).body.code).toBe('validation.amountInvalid');
    expect((await ask({ quantity: 1e20 })).body.code).toBe('requirement.quantityInvalid');
    expect((await ask({ targetPrice: 9_999_999.99, quantity: 2.5 })).body.result).toBe(1);
    expect((await post(app, calls.currencyConvert.path, { amount: 1e308, currency: 'USD' })).body.code).toBe('validation.amountInvalid');
    const converted = await post(app, calls.currencyConvert.path, { amount: 1_000_000_000_000, currency: 'USD', showCurrency: 'CNH' });
    expect(converted.body.result).toBe(1);
    expect(Number.isFinite(converted.body.data.showAmount)).toBe(true);
  });
});

describe('brands are the seller’s', () => {
  it('refuses a buyer’s brand and lists nothing new', async () => {
    const buyer = await login(app, BUYER);
    const before = (await post(app, calls.listBrands.path, { everyNumber: -1 })).body.total;
    const logo = (await upload(app, PNG_PIXEL, 'logo.png', buyer)).url as string;
    const reply = await post(app, calls.saveBrand.path, { name: { english: 'Buyer brand' }, logo, countryCode: 'MX', showLanguage: 'chinese_simplified' }, buyer);
    expect(reply.body).toMatchObject({ result: 0, code: 'brand.sellerOnly', info: '只有已完善资料的卖家才能添加品牌和工厂' });
    expect((await post(app, calls.listBrands.path, { everyNumber: -1 })).body.total).toBe(before);
  });
});

describe('new passwords', () => {
  it('refuses whitespace-only and common passwords at registration and reset, in the reader’s language', async () => {
    const phone = `5196${Date.now().toString().slice(-9)}`;
    await postFrom(app, nextAddress(), SEND, { type: calls.SMS_CODE_TYPES.register, phone });
    const code = sms.lastCodeFor(phone)!;
    const address = nextAddress();
    expect((await postFrom(app, address, calls.register.path, { phone, code, password: '      ' })).body).toMatchObject({
      result: 0,
      code: 'validation.passwordBlank',
      field: 'password',
    });
    expect((await postFrom(app, address, calls.register.path, { phone, code, password: 'Password1', showLanguage: 'portuguese' })).body).toMatchObject({
      code: 'validation.passwordCommon',
      info: 'Esta senha está entre as mais comuns. Escolha outra',
    });
    const { phone: resetPhone, code: resetCode } = await accountWithResetCode();
    expect((await postFrom(app, nextAddress(), RESET, { phone: resetPhone, code: resetCode, password: '123456' })).body.code).toBe('validation.passwordCommon');
    // The refusals spent no attempt: the code still registers with a good password.
    expect((await postFrom(app, address, calls.register.path, { phone, code, password: 'Tango#99' })).body.result).toBe(1);
  });
});

describe('demo accounts in production', () => {
  it('seeds by default, but not in production unless asked', () => {
    expect(shouldSeed({ NODE_ENV: 'development' })).toBe(true);
    expect(shouldSeed({ NODE_ENV: 'test' })).toBe(true);
    expect(shouldSeed({ NODE_ENV: 'production' })).toBe(false);
    expect(shouldSeed({ NODE_ENV: 'production', PUENTE_SEED: '1' })).toBe(true);
    expect(shouldSeed({ NODE_ENV: 'development', PUENTE_SEED: '0' })).toBe(false);
  });
});
