/**
 * Malformed requests for every operation of the API's own OpenAPI document, and the judge of
 * their answers. Shared by the fast jest check (src/plugins/fuzz.test.ts, over inject) and the
 * long script (bench/fuzz.ts, over HTTP). A 5xx, or an error that is not in the one error shape,
 * is a finding.
 */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** "POST /api/v1/registration": the operation in the OpenAPI document. */
  operation: string;
  /** What was bent, for the report. */
  label: string;
}

export interface FuzzResponse {
  status: number;
  body: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** Path and query values, already percent-encoded as they go on the wire. */
export const BAD_URL_VALUES = [
  '%00',
  'a%00b',
  '%ff',
  '%c3%28',
  '%ed%a0%80',
  '%80abc',
  '%E2%80%AE',
  '%20',
  '',
  'x'.repeat(250),
  'x'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
  '%27%20OR%201%3D1--',
  '1)%20OR%20pg_sleep(5)--',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  'NaN',
  'null',
  '%F0%9F%98%80',
  '%25',
  '%',
  '%zz',
  '%5B%5D',
  'a,b,c',
  '%0d%0aSet-Cookie:%20x=1',
];

/** Replacement values for one body field at a time. */
const BAD_FIELD_VALUES: unknown[] = [
  null,
  123,
  -1,
  1e308,
  '',
  ' ',
  'x'.repeat(20_000),
  'nul\u0000byte',
  'lone \ud800',
  '\u202eevil',
  {},
  [],
  [null],
  true,
  `${'a'.repeat(300)}@x.y`,
  '<img src=x onerror=alert(1)>',
  "1') OR pg_sleep(5)--",
  { $gt: '' },
];

const RAW_BODIES: [string, Buffer][] = [
  ['empty', Buffer.from('')],
  ['truncated', Buffer.from('{"a":')],
  ['null', Buffer.from('null')],
  ['array', Buffer.from('[]')],
  ['string', Buffer.from('"s"')],
  ['number', Buffer.from('0')],
  ['deep nesting', Buffer.from(`${'['.repeat(3000)}${']'.repeat(3000)}`)],
  ['__proto__', Buffer.from('{"__proto__":{"admin":true}}')],
  ['constructor.prototype', Buffer.from('{"constructor":{"prototype":{"admin":true}}}')],
  ['invalid utf-8', Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe]), Buffer.from('@x.y"}')])],
  ['escaped NUL', Buffer.from('{"email":"a\\u0000@x.y","job_request_name":"\\u0000"}')],
];

const AUTH_HEADERS = [
  'Bearer',
  'Bearer ',
  `Bearer ${'x'.repeat(3000)}`,
  'Bearer %00',
  'Basic Zm9vOmJhcg==',
  'Bearer a b',
];

function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sample(schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], depth + 1);
      return out;
    }
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return 'fuzz@example.com';
  }
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** Every malformed request for every operation; `perOperation` keeps an even sample of each. */
export function fuzzRequests(spec: OpenApi, options: { bodyLimit: number; perOperation?: number }): FuzzRequest[] {
  const all: FuzzRequest[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const METHOD = method.toUpperCase();
      const params = operation.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = params.filter((p) => p.in === 'query').map((p) => p.name);
      const fill = (values: Record<string, string>) =>
        path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? 'x');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const base = bodySchema ? sample(bodySchema) : undefined;
      const jsonHeaders = { 'content-type': 'application/json' };
      const own: FuzzRequest[] = [];
      const add = (label: string, url: string, headers: Record<string, string> = {}, body?: Buffer) =>
        own.push({
          method: METHOD,
          url,
          headers: body ? { ...jsonHeaders, ...headers } : headers,
          body,
          operation: `${METHOD} ${path}`,
          label,
        });
      const plainBody = base !== undefined ? json(base) : undefined;

      for (const name of pathParams) {
        for (const value of BAD_URL_VALUES)
          add(`path ${name}=${value.slice(0, 20)}`, fill({ [name]: value }), {}, plainBody);
      }
      for (const name of [...queryParams, 'unknown_param']) {
        for (const value of BAD_URL_VALUES) {
          add(`query ${name}=${value.slice(0, 20)}`, `${fill({})}?${name}=${value}`, {}, plainBody);
        }
        add(`query ${name} twice`, `${fill({})}?${name}=a&${name}=b`, {}, plainBody);
      }
      // The path bent as a whole: other methods, slashes, dot segments, polluted query names.
      for (const other of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        if (other === METHOD) continue;
        own.push({
          method: other,
          url: fill({}),
          headers: {},
          operation: `${METHOD} ${path}`,
          label: `method ${other}`,
        });
      }
      for (const suffix of ['/', '//', '/..', '/%2e%2e', '/.%00', ';x=1', '%20']) {
        add(`path suffix ${suffix}`, `${fill({})}${suffix}`, {}, plainBody);
      }
      for (const query of ['__proto__[x]=1', 'constructor[prototype][x]=1', 'a[]=1&a[]=2', 'q='.repeat(500), '&&&=&']) {
        add(`query ${query.slice(0, 20)}`, `${fill({})}?${query}`, {}, plainBody);
      }
      for (const value of AUTH_HEADERS)
        add(`authorization ${value.slice(0, 20)}`, fill({}), { authorization: value }, plainBody);
      if (bodySchema) {
        for (const [label, body] of RAW_BODIES) add(`body ${label}`, fill({}), {}, body);
        add('body over the limit', fill({}), {}, json({ pad: 'x'.repeat(options.bodyLimit + 10) }));
        const fields = Object.keys(bodySchema.properties ?? {});
        for (const field of [...fields, 'unknown_field']) {
          for (const value of BAD_FIELD_VALUES) {
            const body = { ...(base as Record<string, unknown>), [field]: value };
            add(`field ${field}=${JSON.stringify(value)?.slice(0, 20)}`, fill({}), {}, json(body));
          }
        }
        add('text/plain', fill({}), { 'content-type': 'text/plain' }, plainBody);
        add('form', fill({}), { 'content-type': 'application/x-www-form-urlencoded' }, Buffer.from('a=1'));
        add('charset utf-16', fill({}), { 'content-type': 'application/json; charset=utf-16' }, plainBody);
        add('gzip label', fill({}), { 'content-encoding': 'gzip' }, plainBody);
        add('br label', fill({}), { 'content-encoding': 'br' }, plainBody);
        add('no content type', fill({}), { 'content-type': '' }, plainBody);
      } else {
        add('unexpected body', fill({}), {}, Buffer.from('{"a":1}'));
      }
      const limit = options.perOperation ?? Infinity;
      const step = Math.max(1, own.length / limit);
      for (let i = 0; i < own.length; i += step) all.push(own[Math.floor(i)]!);
    }
  }
  return all;
}

export interface FuzzSummary {
  tried: number;
  operations: number;
  byStatus: Record<string, number>;
  serverErrors: { method: string; url: string; label: string; status: number }[];
  badShape: { method: string; url: string; label: string; status: number }[];
  /** No HTTP answer at all (the connection failed), with the reason. */
  noAnswer: { method: string; url: string; label: string; reason: string }[];
}

function inErrorShape(body: string): boolean {
  try {
    const error = (JSON.parse(body) as { error?: Record<string, unknown> }).error;
    return (
      !!error &&
      typeof error.code === 'string' &&
      typeof error.message === 'string' &&
      typeof error.messageKey === 'string'
    );
  } catch {
    return false;
  }
}

/** Sends every request (a few at a time) and tallies the answers. */
export async function runFuzz(
  requests: FuzzRequest[],
  send: (request: FuzzRequest) => Promise<FuzzResponse>,
  concurrency = 8,
): Promise<FuzzSummary> {
  const summary: FuzzSummary = {
    tried: 0,
    operations: new Set(requests.map((r) => r.operation)).size,
    byStatus: {},
    serverErrors: [],
    badShape: [],
    noAnswer: [],
  };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      let response: FuzzResponse;
      summary.tried++;
      try {
        response = await send(request);
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        summary.noAnswer.push({ method: request.method, url: request.url.slice(0, 120), label: request.label, reason });
        continue;
      }
      summary.byStatus[response.status] = (summary.byStatus[response.status] ?? 0) + 1;
      const row = {
        method: request.method,
        url: request.url.slice(0, 120),
        label: request.label,
        status: response.status,
      };
      if (response.status >= 500) summary.serverErrors.push(row);
      else if (response.status >= 400 && !inErrorShape(response.body)) summary.badShape.push(row);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}
