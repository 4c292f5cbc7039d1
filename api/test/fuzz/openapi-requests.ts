import type { OpenAPIObject } from '@nestjs/swagger';
import fc from 'fast-check';

/**
 * fast-check arbitraries for the requests an OpenAPI operation accepts: mostly shaped like its schemas
 * (so they reach the code behind validation), mixed with hostile values (huge numbers, lone surrogates,
 * deep nesting, wrong types, prototype keys, bad percent-encoding) that must end in a 4xx.
 */

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
};

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };

export interface FuzzOperation {
  method: string;
  /** OpenAPI form: `/api/posts/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: { contentType: 'application/json' | 'multipart/form-data'; schema: Schema };
}

export interface FuzzRequest {
  /** Path with its parameters filled and percent-encoded, and the query string. */
  url: string;
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'multipart'; fields: [string, string][] }
    | { kind: 'raw'; contentType: string; text: string };
}

/** Every operation of the document, with its parameters and the schema of its body. */
export function operationsOf(document: OpenAPIObject): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = operation as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      };
      const content = op.requestBody?.content ?? {};
      const contentType = content['application/json']
        ? 'application/json'
        : content['multipart/form-data']
          ? 'multipart/form-data'
          : undefined;
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: contentType ? { contentType, schema: content[contentType].schema ?? {} } : undefined,
      });
    }
  }
  return out;
}

/** Values no schema allows, each of which has crashed some library somewhere. */
const hostileScalar = fc.oneof(
  fc.constantFrom(
    1e300,
    -1e300,
    2 ** 53,
    -(2 ** 53),
    -1,
    0,
    0.5,
    '1e300',
    '-1',
    '0',
    'NaN',
    'Infinity',
    '',
    ' ',
    '\ud800',
    'a\udfffb',
    '\ud800@x.com',
    '\u0000',
    '%',
    '%ff',
    '../../etc/passwd',
    "' OR 1=1 -- ",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '9'.repeat(40),
    true,
    false,
    null,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 12_000 }),
);

const deepNesting = fc.integer({ min: 30, max: 2000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 3 ? [value] : { a: value };
  return value;
});

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepNesting },
  {
    weight: 1,
    arbitrary: fc.constant(JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}')),
  },
);

/** A value shaped by the schema, or (one time in four) a hostile one. */
function valueOf(schema: Schema | undefined, document: OpenAPIObject, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedValue(schema, document, depth);
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function resolve(schema: Schema | undefined, document: OpenAPIObject): Schema {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split('/').pop()!;
  return (document.components?.schemas?.[name] as Schema | undefined) ?? {};
}

function shapedValue(raw: Schema | undefined, document: OpenAPIObject, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(raw, document);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1_000_000,
        max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31),
      });
    case 'number':
      return fc.oneof(
        fc.integer({ min: -1000, max: 1000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const maxLength = Math.min(schema.maxLength ?? 60, 300);
      return fc.string({
        minLength: Math.min(schema.minLength ?? 0, maxLength),
        maxLength,
        unit: 'grapheme',
      });
    }
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueOf(schema.items, document, depth + 1), { maxLength: 4 });
    case 'object':
    case undefined: {
      if (!schema.properties) return depth > 3 ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        model[name] = valueOf(property, document, depth + 1);
      }
      return fc.record(model, { requiredKeys: [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Percent-encodes as a browser would; a lone surrogate becomes U+FFFD on the way (encodeURIComponent
 * would throw). Hostile raw segments (`%`, `%ff`) are sent as they are, to try the server's decoding.
 */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

const rawSegment = fc.constantFrom(
  '%',
  '%ff',
  '%c0%af',
  '%2e%2e',
  'a%00b',
  '..',
  '-1',
  '1e300',
  '0x10',
  '9'.repeat(40),
);

/** As a query string or a form carries any value: strings, JSON for anything structured. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? String(value));

/** Extra query parameters the console's list calls and careless clients send. */
const extraQuery = fc.array(
  fc.tuple(
    fc.constantFrom(
      'sort',
      'range',
      'filter',
      'page',
      'per_page',
      'q',
      'page[]',
      'filter[__proto__][x]',
      'id',
    ),
    fc.oneof(
      fc.constantFrom(
        '["id","ASC"]',
        '[0,24]',
        '{"q":"a"}',
        '[1e300,1e300]',
        '{"id":[1,2]}',
        '{"id":["x"]}',
        '["x"]',
        '{',
      ),
      hostileScalar.map(asText),
    ),
  ),
  { maxLength: 3 },
);

/** A request for the operation; `ids` are real ids worth trying in integer path parameters. */
export function requestOf(
  operation: FuzzOperation,
  document: OpenAPIObject,
  ids: number[],
): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');

  const pathValues = fc.tuple(
    ...pathParams.map((p) =>
      fc.oneof(
        { weight: 3, arbitrary: shapedValue(p.schema, document, 0).map((v) => encode(asText(v))) },
        { weight: 2, arbitrary: fc.constantFrom(...ids.map(String)) },
        { weight: 1, arbitrary: rawSegment },
        { weight: 1, arbitrary: hostileScalar.map((v) => encode(asText(v))) },
      ),
    ),
  );
  const queryValues = fc.tuple(
    ...queryParams.map((p) =>
      fc.option(valueOf(p.schema, document).map(asText), { nil: undefined, freq: 3 }),
    ),
  );
  const body = bodyOf(operation, document);

  return fc.tuple(pathValues, queryValues, extraQuery, body).map(([paths, queries, extras, requestBody]) => {
    let url = operation.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, paths[i] || '%20');
    });
    const pairs: string[] = [];
    queryParams.forEach((p, i) => {
      if (queries[i] !== undefined) pairs.push(`${encode(p.name)}=${encode(queries[i])}`);
    });
    for (const [name, value] of extras) pairs.push(`${name}=${encode(value)}`);
    return { url: pairs.length ? `${url}?${pairs.join('&')}` : url, body: requestBody };
  });
}

function bodyOf(operation: FuzzOperation, document: OpenAPIObject): fc.Arbitrary<FuzzRequest['body']> {
  if (operation.method === 'GET' || operation.method === 'DELETE') return fc.constant(undefined);
  const shaped = operation.body ? valueOf(operation.body.schema, document) : fc.jsonValue({ maxDepth: 2 });
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/xml',
    ),
    text: fc.oneof(
      fc.constantFrom(
        '{',
        '[1,2',
        '{"a":',
        'null',
        '"x"',
        '1e999',
        `{"a":"\\ud800"}`,
        'a=1&a[b]=2&a[__proto__][c]=3',
      ),
      fc.string({ maxLength: 200 }),
    ),
  });
  if (operation.body?.contentType === 'multipart/form-data') {
    const fields = shaped.map((value) => ({
      kind: 'multipart' as const,
      fields:
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value).map(([k, v]) => [k, asText(v)] as [string, string])
          : [['value', asText(value)] as [string, string]],
    }));
    return fc.oneof({ weight: 4, arbitrary: fields }, { weight: 1, arbitrary: raw });
  }
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: raw },
  );
}
