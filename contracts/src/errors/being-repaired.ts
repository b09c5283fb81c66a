/** What a stream set aside by the projector is the record of, as the app names it. */
export type RepairedRecordKind = 'game' | 'trip' | 'course' | 'user' | 'other';

/**
 * What a read of a record whose stream is set aside answers (HTTP 503, code 'being_repaired'):
 * its figures are not current, and nothing entered is lost. The app shows these words.
 */
export const beingRepairedMessages: Record<RepairedRecordKind, string> = {
  game:
    'This game’s leaderboard is being repaired: one of its recorded changes could not be applied. ' +
    'Every score entered is kept, and the figures come back as soon as it is fixed.',
  trip:
    'This trip is being repaired: one of its recorded changes could not be applied. ' +
    'Nothing entered is lost, and the trip comes back as soon as it is fixed.',
  course:
    'This course is being repaired: one of its recorded changes could not be applied. ' +
    'Nothing entered is lost, and the course comes back as soon as it is fixed.',
  user:
    'This account is being repaired: one of its recorded changes could not be applied. ' +
    'Nothing entered is lost, and it comes back as soon as it is fixed.',
  other: 'This record is being repaired: one of its recorded changes could not be applied. Nothing entered is lost.',
};

/** Seconds an app waits before asking again about a record being repaired (the Retry-After header). */
export const BEING_REPAIRED_RETRY_AFTER_SECONDS = 30;
