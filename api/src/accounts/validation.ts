import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS with a default export; under NodeNext the namespace holds it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

const common: Options = {
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  strict: false,
};

/** JSON bodies have types: "5" is not a number, a string is not a list. No coercion. */
const bodyAjv = addFormats(new Ajv({ ...common, coerceTypes: false }));
/** Query strings and path parameters arrive as text and are coerced, as elsewhere in the API. */
const textAjv = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));

/**
 * The validator compiler of the accounts routes (set in their own plugin scope): strict about
 * body types where the rest of the API coerces, so a wrong type is a 400, never a silent guess.
 */
export const accountsValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
