import { SchemaValidationError, type Interceptor, type QueryResultRow } from 'slonik';

/**
 * Slonik 47 carries the zod schema of `sql.type(schema)` to interceptors but does not apply it
 * itself. This interceptor validates (and transforms) every row of a typed query, so a query
 * function's declared row type is checked at runtime, not just asserted.
 */
export function resultParserInterceptor(): Interceptor {
  return {
    name: 'golf-result-parser',
    transformRow: (context, query, row) => {
      const parser = context.resultParser;
      if (!parser) return row;
      const result = parser.safeParse(row);
      if (!result.success) throw new SchemaValidationError(query, row, result.error.issues);
      return result.data as QueryResultRow;
    },
  };
}
