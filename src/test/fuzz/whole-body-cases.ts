import { oneMegabyte } from './bad-values';
import { toJsonText } from './encode';
import { bodyCase, urlOf, type FuzzCase } from './fuzz-case';
import type { FuzzTarget } from './fuzz-targets';

const deepArray = '['.repeat(50_000) + ']'.repeat(50_000);
const deepObject = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);

const invalidJson: Array<[string, string]> = [
  ['truncated', '{'],
  ['missing value', '{"a":}'],
  ['single quotes', "{'a':1}"],
  ['trailing comma', '{"a":1,}'],
  ['NaN literal', '{"a":NaN}'],
  ['bare word', 'nul'],
  ['empty', ''],
  ['BOM', '\ufeff{}'],
  ['raw NUL byte', '\u0000'],
  ['raw NUL in string', '{"a":"x\u0000y"}'],
  ['deep array', deepArray],
  ['deep object', deepObject],
];

function form(body: Record<string, unknown>) {
  return new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
}

function multipart(body: Record<string, unknown>) {
  const parts = Object.entries(body).map(
    ([k, v]) => `--fuzz\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
  );
  return `${parts.join('')}--fuzz--\r\n`;
}

/** Whole-body attacks: odd JSON, odd sizes, prototype keys and content types other than JSON. */
export function wholeBodyCases(t: FuzzTarget, bodyLimit: number): FuzzCase[] {
  const base = t.body ?? {};
  const first = Object.keys(base)[0] ?? 'a';
  const baseText = toJsonText(base);
  const pad = (size: number) => {
    const text = toJsonText({ ...base, _pad: '' });
    return toJsonText({ ...base, _pad: 'x'.repeat(Math.max(0, size - text.length)) });
  };
  const cases: FuzzCase[] = [
    ...['null', '[]', '"x"', '123', 'true', '{}', '[{}]'].map((text) =>
      bodyCase(t, `body ${text}`, text),
    ),
    ...invalidJson.map(([label, text]) => bodyCase(t, `invalid JSON: ${label}`, text)),
    bodyCase(t, 'deep field', baseText.replace(/^\{/, `{"${first}":${deepArray},`)),
    bodyCase(t, '1 MB field', toJsonText({ ...base, [first]: oneMegabyte })),
    bodyCase(t, 'one byte over the body limit', pad(bodyLimit + 1)),
    bodyCase(t, '__proto__', baseText.replace(/^\{/, '{"__proto__":{"role":"admin"},')),
    bodyCase(
      t,
      'constructor.prototype',
      baseText.replace(/^\{/, '{"constructor":{"prototype":{"role":"admin"}},'),
    ),
  ];
  const odd: Array<[string, string | Buffer, Record<string, string>]> = [
    ['text/plain', baseText, { 'content-type': 'text/plain' }],
    ['form', form(base), { 'content-type': 'application/x-www-form-urlencoded' }],
    ['multipart', multipart(base), { 'content-type': 'multipart/form-data; boundary=fuzz' }],
    ['no content type', Buffer.from(baseText), {}],
    ['xml', '<a/>', { 'content-type': 'application/xml' }],
    [
      'json in utf-16',
      Buffer.from(baseText, 'utf16le'),
      { 'content-type': 'application/json; charset=utf-16' },
    ],
    ['garbage type', baseText, { 'content-type': ';;;/' }],
  ];
  for (const [label, payload, headers] of odd) {
    cases.push({
      label: `content type: ${label}`,
      method: t.method,
      url: urlOf(t),
      payload,
      headers,
      valid: null,
    });
  }
  return cases;
}
