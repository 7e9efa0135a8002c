import { BROKER_TYPES, isEmpty, toNumber, validateBrokerApplication, validatePassword, validatePhone, type BrokerApplication } from './validators';

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
  it('allows only digits, + and -', () => {
    expect(validatePhone('+55-11-98765-4321')).toBeNull();
    expect(validatePhone('55 11 9876')).toBe('validation.phoneChars');
    expect(validatePhone('5511abc')).toBe('validation.phoneChars');
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
