import type { z } from 'zod';

/**
 * Turns the data of an older version of an event into the current version's shape, before it
 * is checked against the schema. Only the versions before `version` ever reach it.
 */
export type Upcast = (data: unknown, fromVersion: number) => unknown;

/** A versioned event type: its name (past tense), current schema version, data schema and upcast from older versions. */
export interface EventDefinition<Type extends string, Schema extends z.ZodTypeAny> {
  type: Type;
  version: number;
  schema: Schema;
  upcast?: Upcast | undefined;
}

export function defineEvent<Type extends string, Schema extends z.ZodTypeAny>(
  type: Type,
  version: number,
  schema: Schema,
  upcast?: Upcast,
): EventDefinition<Type, Schema> {
  return { type, version, schema, upcast };
}

export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;
