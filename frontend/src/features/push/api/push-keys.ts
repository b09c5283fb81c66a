/** Query keys of the push feature: the signed-in user's subscriptions. */
export const pushKeys = {
  mine: ['/api/push/subscriptions'] as const,
};
