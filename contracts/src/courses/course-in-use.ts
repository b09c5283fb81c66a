import { z } from 'zod/mini';

/**
 * The 409 body of DELETE /api/courses/{id} when game rounds use the course: the message names
 * the games ('Cannot delete course: it is used by Saturday Skins, Club Champs'), `games` lists them.
 */
export const CourseInUseBody = z.object({
  message: z.string(),
  games: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CourseInUseBody = z.infer<typeof CourseInUseBody>;

/** The message of a refused delete, naming the games that use the course. */
export function courseInUseMessage(gameNames: readonly string[]): string {
  return `Cannot delete course: it is used by ${gameNames.join(', ')}`;
}
