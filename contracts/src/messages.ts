/**
 * The texts of the API and the app, without zod (`@golf/contracts/messages`): what a screen's
 * first load needs of the contracts (the entry, the sign-in screen), so importing them does not
 * bring zod and the schemas along (decision 0572).
 */
export { adminMessages } from './admin/admin-messages.ts';
export { authMessages } from './auth/auth-messages.ts';
export { courseMessages } from './courses/course-messages.ts';
export { gameMessages } from './games/game-messages.ts';
export { handicapMessages } from './handicap/handicap-messages.ts';
export { pushMessages } from './push/push-messages.ts';
export { scoreMessages } from './scores/score-messages.ts';
export { sharingMessages } from './sharing/sharing-messages.ts';
export { tripMessages } from './trips/trip-messages.ts';
