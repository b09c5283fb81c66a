/**
 * First part of every trip query key (and the list's URL). Shared so that the game screens
 * (trip choices, trip members, trip courses) refresh when a trip changes, without reaching into
 * the trips feature.
 */
export const tripsQueryKeyRoot = ['/api/trips'] as const;
