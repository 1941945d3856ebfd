import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseDown } from '../db/errors.js';
import { ErrorBody, type ErrorBodyType } from '../schemas/common.js';

/**
 * One error shape for everything the API answers:
 *   { "error": { "code": "STABLE_CODE", "message": "…", "messageKey": "errors.stable_code" } }
 * `code` is for programs, `messageKey` for the front end's translations, `message` for
 * developers. Bad input is always a 4xx; a 5xx never carries a stack trace or internals.
 */

/** An error a route throws on purpose, with the status and code the client sees. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const messageKeyOf = (code: string) => `errors.${code.toLowerCase()}`;

export function errorBody(
  code: string,
  message: string,
  details?: { field: string; message: string }[],
): ErrorBodyType {
  return { error: { code, message, messageKey: messageKeyOf(code), ...(details ? { details } : {}) } };
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** Fastify's own errors for bad requests, mapped to our codes. */
const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is empty but says it is JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The request body has an unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body does not match its Content-Length',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The Content-Type header is invalid',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: 'The URL is malformed' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST', message: 'Bad request' },
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  keyword?: string;
}

function validationDetails(error: FastifyError): { field: string; message: string }[] {
  const context = (error as FastifyError & { validationContext?: string }).validationContext ?? 'request';
  return ((error.validation ?? []) as ValidationIssue[]).map((issue) => {
    let path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const missing = issue.params?.missingProperty;
    if (typeof missing === 'string') path = path ? `${path}.${missing}` : missing;
    const extra = issue.params?.additionalProperty;
    if (typeof extra === 'string') path = path ? `${path}.${extra}` : extra;
    return { field: path ? `${context}.${path}` : context, message: issue.message ?? 'is invalid' };
  });
}

function toResponse(error: FastifyError | AppError): { status: number; body: ErrorBodyType } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: errorBody(error.code, error.message, error.details) };
  }
  if (error.validation) {
    const details = validationDetails(error);
    const first = details[0];
    const message = first ? `${first.field} ${first.message}` : 'The request is invalid';
    return { status: 400, body: errorBody('VALIDATION_FAILED', message, details) };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  // PostgreSQL's class 22 (data exception: a NUL, an unencodable character, a value out of
  // range) is caused by the input: a 400, never a 500. The input guard stops most of it earlier.
  if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
    return { status: 400, body: errorBody('INVALID_INPUT', 'The request holds a value the database cannot take') };
  }
  if (known) return { status: known.status, body: errorBody(known.code, known.message) };
  if (isDatabaseDown(error)) {
    return {
      status: 503,
      body: errorBody('SERVICE_UNAVAILABLE', 'The service is briefly unavailable; try again'),
    };
  }
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
    // Messages of 4xx errors from Fastify and its plugins describe the request, not internals.
    return { status, body: errorBody(code, error.message || code) };
  }
  if (status === 503) {
    return { status: 503, body: errorBody('SERVICE_UNAVAILABLE', 'The service is briefly unavailable; try again') };
  }
  return { status: 500, body: errorBody('INTERNAL_ERROR', 'Something went wrong on our side') };
}

/** The first error code found on an error or its causes (e.g. DB_TIMEOUT, ECONNREFUSED). */
function databaseCodeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addSchema(ErrorBody);

    // The database away (or too busy): one warning when it starts, one when it ends, with the
    // count in between; never a stack trace per request (issue 22 item 7).
    let incident: { since: number; last: number; requests: number; code: string | undefined } | null = null;
    const INCIDENT_QUIET_MS = 10_000;
    const closeIncident = () => {
      if (!incident) return;
      app.log.warn(
        { requests: incident.requests, seconds: Math.round((incident.last - incident.since) / 1000) },
        'database answering again: requests answered 503 during the incident',
      );
      incident = null;
    };
    const incidentTimer = setInterval(() => {
      if (incident && Date.now() - incident.last > INCIDENT_QUIET_MS) closeIncident();
    }, 1000);
    incidentTimer.unref();
    app.addHook('onClose', async () => {
      clearInterval(incidentTimer);
      closeIncident();
    });

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toResponse(error);
      if (status === 503 && isDatabaseDown(error)) {
        const now = Date.now();
        if (!incident) {
          const code = databaseCodeOf(error);
          incident = { since: now, last: now, requests: 0, code };
          request.log.warn({ code, message: error.message }, 'database unavailable: answering 503 until it is back');
        }
        incident.last = now;
        incident.requests += 1;
      } else if (status >= 500) {
        // The error itself goes to the log (server side only); the client gets the generic body.
        request.log.error({ err: error, code: body.error.code }, 'request failed');
      } else {
        request.log.info({ code: body.error.code, status }, 'request rejected');
      }
      if (status === 503) reply.header('retry-after', '5');
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = (request.url.split('?')[0] ?? '/').slice(0, 200);
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(errorBody('NOT_FOUND', `No route ${request.method} ${path}`));
    });
  },
  { name: 'errors' },
);
