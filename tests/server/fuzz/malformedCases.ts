import type { EndpointDeclaration } from '../../../contract/endpoint.ts';
import type { Example } from './examples.ts';

/**
 * The malformed requests of one call: each takes the call's valid example and breaks one thing.
 * Every value here is malformed for the field it is put into (so the server must refuse it; no
 * case is a legitimate request that happens to look odd):
 * - URL fields (path and query, sent pre-encoded): a NUL, bytes that are not UTF-8, 1 MB, the field
 *   twice (an array); numbers out of the column's range, in exponent, hex or fraction form;
 * - JSON fields: a NUL, lone surrogates (JSON's \ud800 escape is the only way one reaches the
 *   server: a URL or a form carries UTF-8, where a lone surrogate cannot be written), 1 MB, values of
 *   another JSON type, deep arrays; numbers out of range, fractions, exponents past the range;
 * - form fields: a NUL, 1 MB, the field twice;
 * - the whole body: arrays and other JSON values where an object is declared, a 100 000-deep array,
 *   malformed JSON, the wrong content type or none, and a body over the call's limit.
 */

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; text: string }
  | { kind: 'form'; fields: [string, string][] }
  | { kind: 'multipart'; fields: [string, string][]; file: boolean }
  | { kind: 'raw'; contentType: string | null; text: string };

export interface FuzzCase {
  endpoint: EndpointDeclaration;
  /** What was broken, for the report: `query.DrawId = 1e20`. */
  label: string;
  /** Path parameters and query values, already URL-encoded. */
  params: Record<string, string>;
  query: [string, string][];
  body: Body;
}

const MB = 1024 * 1024;
const ONE_MB = 'x'.repeat(MB);
const DEEP_ARRAY = '['.repeat(100_000) + ']'.repeat(100_000);

/** Malformed values of any URL field, pre-encoded. */
const URL_VALUES: [string, string][] = [
  ['NUL', 'a%00b'],
  ['invalid UTF-8', '%ED%A0%80'],
  ['1 MB', ONE_MB],
];
/** Malformed values of a URL field that holds a whole number. */
const URL_NUMBERS: [string, string][] = [
  ['int4 + 1', '2147483648'],
  ['exponent', '1e20'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['hex', '0x10'],
  ['20 digits', '99999999999999999999'],
  ['leading space', '%201'],
];
/** Malformed values of any JSON field, as JSON text. */
const JSON_VALUES: [string, string][] = [
  ['NUL', '"a\\u0000b"'],
  ['lone high surrogate', '"a\\ud800"'],
  ['lone low surrogate', '"\\udc00a"'],
  ['1 MB', JSON.stringify(ONE_MB)],
  ['deep array', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]'],
];
/** Values of another JSON type than the example's, tried in turn. */
const TYPE_SWAPS: [string, unknown][] = [
  ['a number', 12345],
  ['a string', 'text'],
  ['a boolean', true],
  ['an array', []],
  ['an object', {}],
];
/** Malformed values of a JSON field that holds a number. */
const JSON_NUMBERS: [string, string][] = [
  ['int4 + 1', '2147483648'],
  ['exponent', '1e20'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['2^53 + 1', '9007199254740993'],
];
/** Malformed values of a form field. */
const FORM_VALUES: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['1 MB', ONE_MB],
];

const jsonType = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
const isDigits = (value: string) => /^[0-9]+$/.test(value);

export function malformedCases(endpoint: EndpointDeclaration, example: Example): FuzzCase[] {
  const encoding = endpoint.bodyEncoding ?? 'json';
  const baseParams = Object.fromEntries(Object.entries(example.params ?? {}).map(([key, value]) => [key, encodeURIComponent(value)]));
  const baseQuery = Object.entries(example.query ?? {}).map(([key, value]): [string, string] => [key, encodeURIComponent(value)]);
  const bodyFields = example.body ?? {};
  const textFields = (fields: Record<string, unknown>) => Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]);

  const baseBody = (): Body => {
    if (!endpoint.body) return { kind: 'none' };
    if (encoding === 'json') return { kind: 'json', text: JSON.stringify(bodyFields) };
    if (encoding === 'form') return { kind: 'form', fields: textFields(bodyFields) };
    return { kind: 'multipart', fields: textFields(bodyFields), file: true };
  };
  const cases: FuzzCase[] = [];
  const add = (label: string, change: Partial<Pick<FuzzCase, 'params' | 'query' | 'body'>>) =>
    cases.push({ endpoint, label, params: baseParams, query: baseQuery, body: baseBody(), ...change });

  for (const [name, value] of Object.entries(example.params ?? {})) {
    const values = [...URL_VALUES, ...(isDigits(value) ? URL_NUMBERS : [])];
    for (const [what, bad] of values) add(`params.${name} = ${what}`, { params: { ...baseParams, [name]: bad } });
  }

  for (const [name, value] of Object.entries(example.query ?? {})) {
    const others = baseQuery.filter(([key]) => key !== name);
    const values = [...URL_VALUES, ...(isDigits(value) ? URL_NUMBERS : [])];
    for (const [what, bad] of values) add(`query.${name} = ${what}`, { query: [...others, [name, bad]] });
    add(`query.${name} twice`, { query: [...baseQuery, [name, encodeURIComponent(value)]] });
  }

  if (endpoint.body && encoding === 'json') {
    const jsonWith = (name: string, valueText: string): Body => {
      const others = Object.entries(bodyFields).filter(([key]) => key !== name);
      const parts = [...others.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`), `${JSON.stringify(name)}:${valueText}`];
      return { kind: 'json', text: `{${parts.join(',')}}` };
    };
    for (const [name, value] of Object.entries(bodyFields)) {
      const swaps = TYPE_SWAPS.filter(([, swap]) => jsonType(swap) !== jsonType(value)).map(([what, swap]): [string, string] => [what, JSON.stringify(swap)]);
      const numbers = typeof value === 'number' ? JSON_NUMBERS : [];
      for (const [what, bad] of [...JSON_VALUES, ...swaps, ...numbers]) add(`body.${name} = ${what}`, { body: jsonWith(name, bad) });
    }
  }

  if (endpoint.body && encoding !== 'json') {
    const base = textFields(bodyFields);
    const formWith = (fields: [string, string][]): Body => (encoding === 'form' ? { kind: 'form', fields } : { kind: 'multipart', fields, file: true });
    for (const [name, value] of base) {
      const others = base.filter(([key]) => key !== name);
      for (const [what, bad] of FORM_VALUES) add(`body.${name} = ${what}`, { body: formWith([...others, [name, bad]]) });
      add(`body.${name} twice`, { body: formWith([...base, [name, value]]) });
    }
    if (encoding === 'multipart') {
      add('body without its file', { body: { kind: 'multipart', fields: base, file: false } });
      add('body.file as text', { body: { kind: 'multipart', fields: [...base, ['file', '1234 1 1']], file: false } });
    }
  }

  for (const [what, body] of wholeBodies(endpoint, bodyFields)) add(`body ${what}`, { body });
  return cases;
}

/** Bodies that are wrong as a whole: the wrong shape, the wrong content type, too large. */
function wholeBodies(endpoint: EndpointDeclaration, fields: Record<string, unknown>): [string, Body][] {
  // 11 MB: over every call's limit, the upload's 10 MB included.
  const oversized: Body = { kind: 'raw', contentType: 'application/json', text: JSON.stringify({ pad: 'x'.repeat(11 * MB) }) };
  // A call without a body (logout, DELETE) must not read one either; GET requests cannot carry one.
  if (!endpoint.body) return endpoint.method === 'GET' ? [] : [['of 11 MB where none is declared', oversized]];
  const encoding = endpoint.bodyEncoding ?? 'json';
  const asJson = JSON.stringify(fields);
  const asForm = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
  const bodies: [string, Body][] = [
    ['as text/plain', { kind: 'raw', contentType: 'text/plain', text: encoding === 'json' ? asJson : asForm }],
    ['as application/xml', { kind: 'raw', contentType: 'application/xml', text: '<body/>' }],
    ['without a content type', { kind: 'raw', contentType: null, text: encoding === 'json' ? asJson : asForm }],
    ['of 11 MB', oversized],
  ];
  if (encoding === 'json') {
    const json = (text: string): Body => ({ kind: 'json', text });
    bodies.push(
      ['[]', json('[]')],
      ['an array of the object', json(`[${asJson}]`)],
      ['a 100 000-deep array', json(DEEP_ARRAY)],
      ['a string', json('"text"')],
      ['a number', json('1')],
      ['null', json('null')],
      ['malformed JSON', json('{"LocId":')],
      ['as a form', { kind: 'raw', contentType: 'application/x-www-form-urlencoded', text: asForm }],
      ['as multipart', { kind: 'multipart', fields: Object.entries(fields).map(([key, value]) => [key, String(value)]), file: false }],
    );
  } else {
    bodies.push(['as JSON', { kind: 'raw', contentType: 'application/json', text: asJson }]);
    if (encoding === 'multipart') bodies.push(['as a form', { kind: 'raw', contentType: 'application/x-www-form-urlencoded', text: asForm }]);
  }
  return bodies;
}
