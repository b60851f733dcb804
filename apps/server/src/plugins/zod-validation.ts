import type { FastifyInstance, FastifySchema, FastifyTypeProvider } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/** Lets route handlers see the parsed types of the zod schemas they declare. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Raised by the validator compiler; the error handler turns it into a 422 with field errors. */
export class RequestValidationError extends Error {
  constructor(
    readonly part: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super('request validation failed');
  }
}

type JsonSchema = { [key: string]: unknown };

/** `anyOf: [X, {type: 'null'}]` (zod's nullable) as `X` with `nullable`, which fast-json-stringify writes directly. */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, simplifyNullable(value)]),
  ) as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((option) => option.type === 'null')) {
    const { anyOf: _, ...rest } = node;
    return { ...rest, ...anyOf.find((option) => option.type !== 'null'), nullable: true };
  }
  return node;
}

/**
 * Compiled once per contract and process: the contracts are the domain's constants, and a process that builds the
 * app again (each API test file builds several) need not compile every route's serializer again.
 */
const compiledSerializers = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * A response serializer from a zod contract: its JSON Schema (the input side, what handlers return) compiled by
 * fast-json-stringify, which writes only the properties the contract names — so nothing else can leak out — at a
 * fraction of the cost of parsing every response with zod and then calling JSON.stringify.
 */
export function compileResponseSerializer(schema: z.ZodType): (data: unknown) => string {
  let serializer = compiledSerializers.get(schema);
  if (!serializer) {
    const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', target: 'draft-7' });
    serializer = fastJsonStringify(simplifyNullable(jsonSchema) as Schema);
    compiledSerializers.set(schema, serializer);
  }
  return serializer;
}

/**
 * Route schemas are zod schemas from @waypost/domain: the request is parsed (and coerced) with them, and responses
 * are written through theirs (compileResponseSerializer), so no field that the contract does not name can leak out.
 */
export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    // With the input on each issue the error handler can tell a missing field from one of the wrong type; the
    // input itself never reaches the response.
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(httpPart ?? 'body', result.error.issues) };
  });
  app.setSerializerCompiler<z.ZodType>(({ schema }) => compileResponseSerializer(schema));
}

export type ZodRouteSchema = FastifySchema;
