import { INPUT_PROBLEM_MESSAGES, inputProblems } from "@quad/contract/rules/input-limits";
import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

/** The contract's input rules as Fastify validation errors (422 through the error handler). */
function inputErrors(data: unknown): FastifySchemaValidationError[] {
  return inputProblems(data).map(({ path, problem }) => ({
    keyword: problem,
    instancePath: path === "base" ? "" : `/${path.replaceAll(".", "/")}`,
    schemaPath: "",
    params: {},
    message: INPUT_PROBLEM_MESSAGES[problem],
  }));
}

/**
 * Every route's params, query and body: first refused when any text holds a control character or an
 * unpaired surrogate, or the input nests too deep (the contract's rules, for every field of every route,
 * present and future), then parsed by its zod schema.
 */
const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const errors = inputErrors(data);
    return errors.length > 0 ? { error: errors } : validate(data);
  };
};

/** Input checks that no route can forget: contract schemas, control characters, bodies only as JSON or forms. */
export function registerValidation(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler as FastifySchemaCompiler<unknown>);
  // Bodies come as JSON or multipart forms (the multipart plugin); plain text is answered 415 like
  // any other type nobody reads, instead of reaching a handler as a string.
  app.removeContentTypeParser("text/plain");
}
