export const streamNames = {
  user: (id: string) => `user-${id}`,
  course: (id: string) => `course-${id}`,
  game: (id: string) => `game-${id}`,
  trip: (id: string) => `trip-${id}`,
  pushSubscription: (id: string) => `push-subscription-${id}`,
} as const;
