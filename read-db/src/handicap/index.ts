export { EMPTY_HANDICAP_RECORD, getHandicapRecord, HandicapRecordRow } from './get-handicap-record.ts';
