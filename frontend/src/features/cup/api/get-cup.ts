import { useQuery } from '@tanstack/react-query';
import { cupQueryOptions } from '../../../lib/cup-query.ts';

export const useCup = (tripId: string) => useQuery(cupQueryOptions(tripId));
