import fc from 'fast-check';

/** Stands in for a raw JSON literal that JSON.stringify cannot write (NaN, 1e400). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const oneMegabyte = 'x'.repeat(1024 * 1024);

/** Hostile values for any JSON field: wrong types, NUL bytes, extreme dates and numbers. */
export const badFieldValues: Array<[label: string, value: unknown]> = [
  ['null', null],
  ['number', 12345],
  ['negative', -1],
  ['fraction', 0.5],
  ['1e308', 1e308],
  ['2^63', 2 ** 63],
  ['2^53+1 literal', new RawJson('9007199254740993')],
  ['1e400 literal', new RawJson('1e400')],
  ['-1e400 literal', new RawJson('-1e400')],
  ['true', true],
  ['array of string', ['x']],
  ['object', { a: 1 }],
  ['empty string', ''],
  ['NUL', '\u0000'],
  ['NUL inside', 'ab\u0000cd'],
  ['lone surrogate', '\ud800'],
  ['NaN string', 'NaN'],
  ['-1 string', '-1'],
  ['1e-9 string', '1e-9'],
  ['2^63 string', '9223372036854775808'],
  ['huge decimal', '1' + '0'.repeat(40) + '.123456789'],
  ['0000-01-01', '0000-01-01'],
  ['9999-12-31', '9999-12-31'],
  ['2024-02-30', '2024-02-30'],
  ['10k string', 'x'.repeat(10_000)],
];

/** Hostile query-string values, already percent-encoded. */
export const badQueryValues: Array<[label: string, encoded: string]> = [
  ['%00', '%00'],
  ['inner %00', 'a%00b'],
  ['empty', ''],
  ['bad escape', '%'],
  ['%ff', '%ff'],
  ['lone surrogate', '%ED%A0%80'],
  ['NaN', 'NaN'],
  ['-1', '-1'],
  ['1e308', '1e308'],
  ['1e-9', '1e-9'],
  ['2^63', '9223372036854775808'],
  ['0000-01-01', '0000-01-01'],
  ['9999-12-31', '9999-12-31'],
  ['2024-02-30', '2024-02-30'],
  ['huge', 'x'.repeat(100_000)],
  ['sql', "'%20or%201%3D1%20--"],
];

/** Hostile path parameters, already percent-encoded. */
export const badPathValues: Array<[label: string, encoded: string]> = [
  ['%00', '%00'],
  ['%ff', '%ff'],
  ['bad escape', '%'],
  ['dot dot', '..'],
  ['encoded dot dot', '%2e%2e'],
  ['encoded slash', 'a%2fb'],
  ['long', 'a'.repeat(5000)],
  ['number', '1'],
  ['not a uuid', 'ffffffff-ffff-ffff-ffff-fffffffffffg'],
];

const extremeDay = fc
  .tuple(
    fc.integer({ min: 0, max: 99999 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(
    ([y, m, d]) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );

/** Generated field values: any JSON, binary strings, extreme numbers and days. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double().map((n) => (Number.isFinite(n) ? n : String(n))),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  extremeDay,
);

/** Generated query values (before encoding). */
export const queryValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double().map(String),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  extremeDay,
);

export const fuzzSeed = 20261123;
