import { evolveTrip, streamNames, tripEvents, type TripState } from '@golf/events';
import { commandHandler, type Aggregate } from '../commands/handle-command.ts';

export { evolveTrip, isTrip, type Trip, type TripState } from '@golf/events';

export const tripStream = (tripId: string) => streamNames.trip(tripId);

export const tripAggregate: Aggregate<TripState> = {
  initialState: { status: 'absent' },
  evolve: evolveTrip,
  events: tripEvents,
};

/** A command on a trip's stream (commands/handle-command.ts). */
export const handleTrip = commandHandler(tripAggregate);
