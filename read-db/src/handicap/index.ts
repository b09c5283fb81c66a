export { EMPTY_HANDICAP_RECORD, getHandicapRecord, HandicapRecordRow } from './get-handicap-record.ts';
export { AppHandicap, appHandicapOf } from './app-handicap-of.ts';
