import { cupQueryKey } from '../../../lib/cup-query.ts';

export { cupUrl } from '../../../lib/cup-query.ts';

/** Query keys of the cup: a trip's cup sits under the trip's key (lib/cup-query.ts). */
export const cupKeys = {
  cup: cupQueryKey,
  mine: () => ['/api/users/me/cup-matches'] as const,
};
