export const streamNames = {
  user: (id: string) => `user-${id}`,
  course: (id: string) => `course-${id}`,
  game: (id: string) => `game-${id}`,
  trip: (id: string) => `trip-${id}`,
} as const;
