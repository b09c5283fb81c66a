import type { DatabaseTransactionConnection } from 'slonik';
import type { z } from 'zod';
import { eventParser, type EventDefinition, type ParsedEvent } from '@golf/events';
import type { EventProjection } from './projection.ts';

type Definitions = readonly EventDefinition<string, z.ZodTypeAny>[];

/** One handler per event type, each given its event as the one parser of stored events reads it. */
export type EventHandlers<Defs extends Definitions> = {
  [Type in ParsedEvent<Defs>['type']]: (
    tx: DatabaseTransactionConnection,
    event: Extract<ParsedEvent<Defs>, { type: Type }>,
  ) => Promise<void>;
};

/**
 * A projection that applies one event at a time: each event of the types `definitions` name is
 * read through `eventParser` (upcast from the version it was written with, then checked) and
 * handed to the handler of its type, so no handler reads a stored event's data unchecked.
 */
export function eventProjection<Defs extends Definitions>(name: string, definitions: Defs, handlers: EventHandlers<Defs>): EventProjection {
  const parse = eventParser(definitions);
  // Each event goes to the handler of its own type; TypeScript cannot pair a union's member with its key.
  const byType = handlers as unknown as Record<string, (tx: DatabaseTransactionConnection, event: ParsedEvent<Defs>) => Promise<void>>;
  return {
    name,
    handles: definitions.map((definition) => definition.type),
    async apply(tx, event) {
      const known = parse(event);
      if (known) await byType[known.type]?.(tx, known);
    },
  };
}
