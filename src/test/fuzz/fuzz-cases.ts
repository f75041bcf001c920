import fc from 'fast-check';
import {
  badFieldValues,
  badPathValues,
  badQueryValues,
  fieldValue,
  fuzzSeed,
  oneMegabyte,
  queryValue,
} from './bad-values';
import { accepts, acceptsJson, encodeQueryValue, parsedQuery, toJsonText } from './encode';
import { bodyCase, both, encodedQuery, json, urlOf, type FuzzCase } from './fuzz-case';
import type { FuzzTarget } from './fuzz-targets';
import { wholeBodyCases } from './whole-body-cases';

function fieldCases(t: FuzzTarget): FuzzCase[] {
  if (!t.body) return [];
  const base = t.body;
  const cases: FuzzCase[] = [];
  for (const field of Object.keys(base)) {
    const { [field]: _dropped, ...without } = base;
    cases.push(bodyCase(t, `${field} missing`, toJsonText(without)));
    for (const [label, value] of badFieldValues) {
      cases.push(bodyCase(t, `${field}=${label}`, toJsonText({ ...base, [field]: value })));
    }
  }
  const fields = Object.keys(base);
  // A body with no fields (e.g. a game start) still gets the whole-body cases.
  if (!fields.length) return cases;
  const generated = fc.sample(
    fc.tuple(fc.constantFrom(...fields), fieldValue, fc.jsonValue({ maxDepth: 2 })),
    { seed: fuzzSeed, numRuns: 16 },
  );
  generated.forEach(([field, value, whole], i) => {
    cases.push(bodyCase(t, `generated #${i} ${field}`, toJsonText({ ...base, [field]: value })));
    if (i % 4 === 0) cases.push(bodyCase(t, `generated body #${i}`, toJsonText(whole)));
  });
  return cases;
}

function queryCase(t: FuzzTarget, label: string, pairs: Array<[string, string]>): FuzzCase {
  const url = urlOf(t, t.params, pairs);
  const qs = url.split('?')[1] ?? '';
  const bodyText = t.body && t.method === 'POST' ? toJsonText(t.body) : undefined;
  return {
    label,
    method: t.method,
    url,
    ...(bodyText ? { payload: bodyText } : {}),
    headers: bodyText ? json : {},
    valid: both(
      accepts(t.querySchema, parsedQuery(qs)),
      bodyText ? acceptsJson(t.bodySchema, bodyText) : null,
    ),
  };
}

function queryCases(t: FuzzTarget): FuzzCase[] {
  const names = Object.keys(t.query);
  const base = encodedQuery(t.query);
  const cases: FuzzCase[] = [queryCase(t, 'q=%00 (unknown name)', [...base, ['q', '%00']])];
  for (const name of names) {
    const others = base.filter(([k]) => k !== name);
    cases.push(queryCase(t, `?${name} repeated`, [...base, [name, 'x']]));
    cases.push(queryCase(t, `?${name}[]`, [...others, [`${name}[]`, '1']]));
    for (const [label, value] of badQueryValues) {
      cases.push(queryCase(t, `?${name}=${label}`, [...others, [name, value]]));
    }
  }
  if (names.length) {
    const generated = fc.sample(fc.tuple(fc.constantFrom(...names), queryValue), {
      seed: fuzzSeed,
      numRuns: 12,
    });
    generated.forEach(([name, value], i) => {
      const others = base.filter(([k]) => k !== name);
      cases.push(
        queryCase(t, `generated ?${name} #${i}`, [...others, [name, encodeQueryValue(value)]]),
      );
    });
  }
  return cases;
}

function pathCases(t: FuzzTarget): FuzzCase[] {
  return Object.keys(t.params).flatMap((name) =>
    badPathValues.map(([label, value]) => ({
      label: `:${name}=${label}`,
      method: t.method,
      url: urlOf(t, { ...t.params, [name]: value }),
      headers: {},
      valid: null,
    })),
  );
}

const oddMethods = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND', 'SEARCH'];

function methodAndPathCases(t: FuzzTarget): FuzzCase[] {
  const url = urlOf(t);
  const tricks = [
    url.replace('/api/', '/%61pi/'),
    url.replace('/api/', '/%2561pi/'),
    url.replace('/api/', '/api//'),
    url.replace('/api/', '/API/'),
    url.replace('/api/', '/api/./'),
    url.replace('/api/', '/api/x/..%2f'),
    url.replace('/api/', '/.netlify/functions/'),
    url.split('?')[0] + '/',
    url.split('?')[0] + '%00',
    url.split('?')[0] + '/%2e%2e/%2e%2e/etc/passwd',
  ];
  return [
    ...oddMethods.map((method) => ({
      label: `method ${method}`,
      method,
      url,
      headers: {},
      valid: null,
    })),
    ...tricks.map((u) => ({
      label: `path ${u.slice(0, 60)}`,
      method: t.method,
      url: u,
      headers: {},
      valid: null,
    })),
  ];
}

/** Routes that declare an Idempotency-Key header get it too short and too long. */
function headerCases(t: FuzzTarget): FuzzCase[] {
  if (t.method !== 'POST' || !t.route?.idempotencyKey || !t.body) return [];
  const body = toJsonText(t.body);
  return ['a', 'x'.repeat(1000)].map((key, i) => ({
    label: `Idempotency-Key #${i}`,
    method: t.method,
    url: urlOf(t),
    payload: body,
    headers: { ...json, 'idempotency-key': key },
    valid: false,
  }));
}

/** Every malformed request for one route. */
export function fuzzCases(t: FuzzTarget, bodyLimit: number): FuzzCase[] {
  const cases = [...queryCases(t), ...pathCases(t), ...methodAndPathCases(t)];
  if (t.method === 'POST') {
    cases.push(...fieldCases(t), ...wholeBodyCases(t, bodyLimit), ...headerCases(t));
  } else {
    cases.push({ ...queryCase(t, '1 MB query', [['q', oneMegabyte.slice(0, 200_000)]]) });
  }
  return cases;
}
