import * as z from 'zod/mini';
import { amountSchema, hasAtMostTwoDecimals, quantitySchema } from './calls/define';
import { BROKER_TYPES, cleanPhone, isEmpty, toNumber, validateBrokerApplication, validateNewPassword, validatePassword, validatePhone, type BrokerApplication } from './validators';

describe('phone rule (spec section 5)', () => {
  it('requires a value', () => {
    expect(validatePhone('')).toBe('validation.phoneRequired');
    expect(validatePhone('   ')).toBe('validation.phoneRequired');
    expect(validatePhone(null)).toBe('validation.phoneRequired');
  });
  it('allows at most 20 characters', () => {
    expect(validatePhone('1'.repeat(20))).toBeNull();
    expect(validatePhone('1'.repeat(21))).toBe('validation.phoneTooLong');
  });
  it('takes a number however it is written, and only digits beside its formatting', () => {
    expect(validatePhone('+55-11-98765-4321')).toBeNull();
    expect(validatePhone('+55 (11) 98765-4321')).toBeNull();
    expect(validatePhone('55 11 9876')).toBeNull();
    expect(cleanPhone('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(validatePhone('5511abc')).toBe('validation.phoneChars');
    // Markup is told it is no phone number, not that it is long.
    expect(validatePhone('<script>alert(1)</script>')).toBe('validation.phoneChars');
    expect(validatePhone('( ) -')).toBe('validation.phoneRequired');
  });
});

describe('password rule', () => {
  it('requires a value of 6 to 16 characters', () => {
    expect(validatePassword('')).toBe('validation.passwordRequired');
    expect(validatePassword('12345')).toBe('validation.passwordLength');
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword('x'.repeat(16))).toBeNull();
    expect(validatePassword('x'.repeat(17))).toBe('validation.passwordLength');
  });
});

describe('new password rule (registration and reset, client and server)', () => {
  it('adds no whitespace-only password and none of the most common ones', () => {
    expect(validateNewPassword('      ')).toBe('validation.passwordBlank');
    expect(validateNewPassword('\t \t \t ')).toBe('validation.passwordBlank');
    expect(validateNewPassword('123456')).toBe('validation.passwordCommon');
    expect(validateNewPassword('Password1')).toBe('validation.passwordCommon');
    expect(validateNewPassword('woaini1314')).toBe('validation.passwordCommon');
    expect(validateNewPassword('senha123')).toBe('validation.passwordCommon');
    expect(validateNewPassword('12345')).toBe('validation.passwordLength');
    expect(validateNewPassword('Tango#99')).toBeNull();
    expect(validateNewPassword('  Tango#99 ')).toBeNull();
  });
});

describe('amounts and quantities in requests', () => {
  const amount = amountSchema(0.01, 1000);
  const quantity = quantitySchema(1, 100);
  it('accepts at most two decimals within bounds, from numbers or numeric strings', () => {
    expect(z.safeParse(amount, 12.5).data).toBe(12.5);
    expect(z.safeParse(amount, '0.01').data).toBe(0.01);
    expect(z.safeParse(amount, 1000).data).toBe(1000);
    for (const bad of [0, 0.001, 0.004, 12.345, -1, 1000.01, 1e308, Number.NaN, Infinity, 'abc', '', null, [], {}, true]) {
      const result = z.safeParse(amount, bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.amountInvalid');
    }
  });
  it('handles binary fractions as cents', () => {
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1_234_567.89)).toBe(true);
    expect(hasAtMostTwoDecimals(9_999_999.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.005)).toBe(false);
  });
  it('takes whole quantities only', () => {
    expect(z.safeParse(quantity, '7').data).toBe(7);
    for (const bad of [0, 1.5, 101, -3, 1e20, 'x']) expect(z.safeParse(quantity, bad).success).toBe(false);
  });
});

describe('broker application, checked in order', () => {
  const bank = { receivingAccountBank: 'Banco do Brasil', receivingOpenAccountBank: 'Agência Paulista', receivingAccountBankCardNumber: '0001' };
  const individual: BrokerApplication = { type: 0, brokerType: BROKER_TYPES.individual, name: 'Ana', idCard: 'X1', ...bank };
  const enterprise: BrokerApplication = {
    type: 0,
    brokerType: BROKER_TYPES.enterprise,
    companyName: 'Souza Ltda',
    businessLicense: '/uploads/licence.png',
    businessAddress: 'Av. Paulista 1000',
    ...bank,
  };

  it('accepts complete applications', () => {
    expect(validateBrokerApplication(individual)).toBeNull();
    expect(validateBrokerApplication(enterprise)).toBeNull();
  });
  it('reports an individual’s first missing field', () => {
    expect(validateBrokerApplication({ ...individual, name: '', idCard: '' })).toBe('broker.nameRequired');
    expect(validateBrokerApplication({ ...individual, idCard: ' ' })).toBe('broker.idCardRequired');
  });
  it('reports an enterprise’s fields in order, with the unfinished upload before the missing licence', () => {
    expect(validateBrokerApplication({ ...enterprise, companyName: '', businessLicense: '' })).toBe('broker.companyNameRequired');
    expect(validateBrokerApplication({ ...enterprise, businessLicense: '' }, { licenceUploading: true })).toBe('broker.licenceUploading');
    expect(validateBrokerApplication({ ...enterprise, businessLicense: '' })).toBe('broker.licenceRequired');
    expect(validateBrokerApplication({ ...enterprise, businessAddress: '' })).toBe('broker.addressRequired');
  });
  it('checks the bank fields last, for both types', () => {
    expect(validateBrokerApplication({ ...individual, receivingAccountBank: '' })).toBe('broker.bankRequired');
    expect(validateBrokerApplication({ ...enterprise, receivingOpenAccountBank: '' })).toBe('broker.branchRequired');
    expect(validateBrokerApplication({ ...enterprise, receivingAccountBankCardNumber: null })).toBe('broker.cardRequired');
  });
});

describe('the empty rule and the number rule', () => {
  it.each([[null], [undefined], [''], ['  '], [[]], [{}]])('%p is empty', (value) => expect(isEmpty(value)).toBe(true));
  it.each([[0], ['a'], [[1]], [{ a: 1 }], [false]])('%p is not empty', (value) => expect(isEmpty(value)).toBe(false));
  it('turns null, empty and NaN into 0', () => {
    expect(toNumber(null)).toBe(0);
    expect(toNumber('')).toBe(0);
    expect(toNumber('abc')).toBe(0);
    expect(toNumber(Number.NaN)).toBe(0);
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber(7)).toBe(7);
  });
});
