export { TripRow, isTripUuid } from './trip-rows.ts';
export { listTripsOfMember, getTripOfMember } from './list-trips.ts';
export { TripMemberRow, listTripMembers } from './list-trip-members.ts';
export { TripCourseRow, listTripCourses } from './list-trip-courses.ts';
export { TripGameRow, listTripGames, listTripOverallBoards } from './list-trip-games.ts';
export { TripFollowedRow, getTripsFollowed } from './trips-followed.ts';
