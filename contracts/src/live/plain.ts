/**
 * What a page's own small script needs of the live stream, without zod (`@golf/contracts/live-plain`;
 * frontend/src/first-screen/live, decision 0560): the event's name and applying a board's patch.
 */
export { LIVE_CHANGED_EVENT } from './live-event-name.ts';
export { applyPatch, PatchMismatchError, type PatchStep } from './apply-patch.ts';
