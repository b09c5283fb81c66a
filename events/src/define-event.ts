import type { z } from 'zod';

/** A versioned event type: its name (past tense), current schema version and data schema. */
export interface EventDefinition<Type extends string, Schema extends z.ZodTypeAny> {
  type: Type;
  version: number;
  schema: Schema;
}

export function defineEvent<Type extends string, Schema extends z.ZodTypeAny>(
  type: Type,
  version: number,
  schema: Schema,
): EventDefinition<Type, Schema> {
  return { type, version, schema };
}

export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;
