import { z } from 'zod';
import type { EventDefinition, EventOf } from './define-event.ts';
import type { EventMetadata, NewEvent } from './store/event-store.ts';

type Definitions = readonly EventDefinition<string, z.ZodTypeAny>[];

/** An event of a stream as its fold reads it: the current version's data, checked, with its metadata. */
export type ParsedEvent<Defs extends Definitions> = EventOf<Defs[number]> & { metadata: EventMetadata };

const compiledSchemas = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();

/**
 * An event's data schema compiled (zod's `compile`), once per process at its first use: the
 * compiled parse runs generated code first and the ordinary parser for anything that code does
 * not accept, so it answers the same data and the same errors, several times faster (each
 * command parses its events before the append and in its folds; decision 0843). A schema the
 * compiler cannot model comes back as it is.
 */
export function compiledEventSchema<Schema extends z.ZodTypeAny>(schema: Schema): Schema {
  let compiled = compiledSchemas.get(schema) as Schema | undefined;
  if (!compiled) {
    compiled = z.compile(schema);
    compiledSchemas.set(schema, compiled);
  }
  return compiled;
}

/**
 * The one place stored events are read: the event's data is upcast from the version it was
 * written with (`metadata.schemaVersion`) to the current one, then checked with the type's zod
 * schema. A type the definitions do not know answers null (a newer build wrote it: folds pass
 * over it); data that does not fit its schema throws, as a log that breaks its own schema must.
 */
export function eventParser<Defs extends Definitions>(
  definitions: Defs,
): (event: Pick<NewEvent, 'type' | 'data' | 'metadata'>) => ParsedEvent<Defs> | null {
  const byType = new Map<string, EventDefinition<string, z.ZodTypeAny>>(definitions.map((definition) => [definition.type, definition]));
  return (event) => {
    const definition = byType.get(event.type);
    if (!definition) return null;
    const written = event.metadata.schemaVersion;
    const data = definition.upcast && written < definition.version ? definition.upcast(event.data, written) : event.data;
    return { type: event.type, data: compiledEventSchema(definition.schema).parse(data), metadata: event.metadata } as ParsedEvent<Defs>;
  };
}
