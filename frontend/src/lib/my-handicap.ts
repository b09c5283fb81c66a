import type { HandicapRecordView } from '@golf/contracts';
import { apiJson, queryKeyToUrl } from './api-client.ts';

/**
 * Query key (and URL) of the signed-in golfer's handicap record: the profile shows it, the
 * players wizard offers its index for 'Add me', and the phone that ends a round announces it.
 */
export const myHandicapQueryKey = ['/api/users/me/handicap'] as const;

/** The record as the API answers it; reads wait for the caller's last change (X-Min-Position). */
export const getMyHandicap = () => apiJson<HandicapRecordView>('GET', queryKeyToUrl(myHandicapQueryKey));
