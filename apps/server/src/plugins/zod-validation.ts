import type { FastifyInstance, FastifySchema, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

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

/**
 * Route schemas are zod schemas from @waypost/domain: the request is parsed (and coerced) with them, and responses
 * are parsed with theirs before sending, so no field that the contract does not name can leak out.
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
  app.setSerializerCompiler<z.ZodType>(
    ({ schema }) =>
      (data) =>
        JSON.stringify(schema.parse(data)),
  );
}

export type ZodRouteSchema = FastifySchema;
