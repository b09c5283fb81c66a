/** The subset of JSON Schema the OpenAPI document uses for bodies and parameters. */
export interface Schema {
  type?: string | string[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}

/** One operation of the OpenAPI document: `METHOD /path` as the access matrix spells it. */
export interface Operation {
  route: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path template, `/api/games/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the route takes no JSON body. */
  body: Schema | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
}

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

type JsonType = 'object' | 'array' | 'boolean' | 'string' | 'number' | 'null';

/** The JSON types a schema accepts; every type when it does not say. */
export function acceptedTypes(schema: Schema): Set<JsonType> {
  const all = new Set<JsonType>(['object', 'array', 'boolean', 'string', 'number', 'null']);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return new Set(union.flatMap((option) => [...acceptedTypes(option)]));
  if (schema.allOf?.length) return acceptedTypes(schema.allOf[0]!);
  if (schema.enum) return new Set(schema.enum.map((value) => (value === null ? 'null' : (typeof value as JsonType))));
  if (schema.type === undefined) return schema.properties ? new Set(['object']) : all;
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).map((type) => (type === 'integer' ? 'number' : type));
  if (schema.nullable) types.push('null');
  return new Set(types as JsonType[]);
}

/** The object schema of a (possibly wrapped) schema, when it describes an object. */
export function objectSchema(schema: Schema): Schema | null {
  if (schema.properties) return schema;
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = objectSchema(option);
    if (found) return found;
  }
  return null;
}
