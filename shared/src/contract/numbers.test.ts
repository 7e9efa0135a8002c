import { readNumber, writeNumber } from './numbers';

describe('readNumber: a number as its reader types it', () => {
  it('reads Brazilian numbers as Brazil writes them', () => {
    expect(readNumber('1.000', 'portuguese')).toBe(1000);
    expect(readNumber('50.000,00', 'portuguese')).toBe(50000);
    expect(readNumber('1.234.567,89', 'portuguese')).toBe(1234567.89);
    expect(readNumber('2,5', 'portuguese')).toBe(2.5);
    expect(readNumber('1,234', 'portuguese')).toBe(1.234);
  });
  it('reads Mexican, Chinese and US numbers with the comma grouping', () => {
    for (const language of ['spanish', 'english', 'chinese_simplified'] as const) {
      expect(readNumber('1,000', language)).toBe(1000);
      expect(readNumber('50,000.00', language)).toBe(50000);
      expect(readNumber('2.5', language)).toBe(2.5);
    }
  });
  it('understands the other convention where it cannot be a grouping', () => {
    expect(readNumber('1.5', 'portuguese')).toBe(1.5);
    expect(readNumber('2,5', 'spanish')).toBe(2.5);
    expect(readNumber('1,234.5', 'portuguese')).toBe(1234.5);
    expect(readNumber('1.234,5', 'spanish')).toBe(1234.5);
    expect(readNumber('1,000,000', 'portuguese')).toBe(1000000);
  });
  it('ignores spaces, keeps the sign, and refuses what is not a number', () => {
    expect(readNumber(' 12 000 ', 'portuguese')).toBe(12000);
    expect(readNumber('-3,5', 'portuguese')).toBe(-3.5);
    expect(readNumber('1000', 'portuguese')).toBe(1000);
    for (const text of ['', 'abc', '1,2,3.4.5', '12a', '1..2', '<b>1</b>', '1.00.0', ',']) expect(readNumber(text, 'portuguese')).toBeNull();
  });
});

describe('writeNumber: a number shown back in the reader’s format', () => {
  it('groups and marks decimals as the reader does', () => {
    expect(writeNumber(1000, 'portuguese')).toBe('1.000');
    expect(writeNumber(50000.5, 'portuguese')).toBe('50.000,5');
    expect(writeNumber(1000, 'spanish')).toBe('1,000');
    expect(writeNumber(2.5, 'english')).toBe('2.5');
    expect(readNumber(writeNumber(1234567.891, 'portuguese'), 'portuguese')).toBe(1234567.891);
  });
});
