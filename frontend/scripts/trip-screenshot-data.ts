/** Trips for the screenshot script: a trip with members, courses, games and standings. */
import type { TripCourseView, TripGameView, TripMemberView, TripStandingsView, TripView } from '@golf/contracts';
import { ann } from './screenshot-api.ts';

export const tripId = '4a7e2c10-5b3d-4f6e-8a9b-0c1d2e3f4a5b';
const bob = '5b8f3d21-6c4e-4a7f-9b0c-1d2e3f4a5b6c';
const cat = '6c9a4e32-7d5f-4b80-8c1d-2e3f4a5b6c7d';
const fri = '7d0b5f43-8e6a-4c91-9d2e-3f4a5b6c7d8e';
const sat = '8e1c6a54-9f7b-4da2-8e3f-4a5b6c7d8e9f';

export const trip: TripView = {
  id: tripId,
  name: 'Scotland 2026',
  description: 'Four days on the links of Fife',
  location: 'St Andrews',
  startDate: '2026-05-01',
  endDate: '2026-05-04',
  createdBy: ann.id,
  createdAt: '2026-01-10T09:00:00.000Z',
  myRole: 'organizer',
};

export const trips: TripView[] = [
  trip,
  {
    ...trip,
    id: '9f2d7b65-0a8c-4eb3-9f4a-5b6c7d8e9f0a',
    name: 'Club Weekend',
    description: null,
    location: 'Pinehurst',
    startDate: '2026-09-12',
    endDate: null,
    myRole: 'member',
  },
];

const member = (userId: string, firstName: string, lastName: string, role: 'member' | 'organizer', handicap: number): TripMemberView => ({
  id: userId,
  tripId,
  userId,
  role,
  addedBy: ann.id,
  addedAt: '2026-01-10T09:00:00.000Z',
  user: { id: userId, firstName, lastName, email: `${firstName.toLowerCase()}@example.com`, handicap },
});

export const members: TripMemberView[] = [
  member(ann.id, 'Ann', 'Lee', 'organizer', 12.4),
  member(bob, 'Bob', 'Stone', 'member', 8.1),
  member(cat, 'Cat', 'Moore', 'member', 18),
];

const venue = (id: string, name: string, location: string, rating: number | null): TripCourseView => ({
  id,
  tripId,
  courseId: id,
  addedBy: ann.id,
  addedAt: '2026-01-10T09:00:00.000Z',
  course: { id, name, location, holes: 18, createdBy: ann.id, rating },
});

export const tripCourses: TripCourseView[] = [
  venue('a1b2c3d4-0000-4000-8000-000000000001', 'The Old Course', 'St Andrews, Scotland', 73.1),
  venue('a1b2c3d4-0000-4000-8000-000000000002', 'Kingsbarns Golf Links', 'Fife, Scotland', 74.4),
];

export const tripGames: TripGameView[] = [
  { id: fri, name: 'Friday Dogfight', gameType: 'dogfight', status: 'completed', playerCount: 4, createdAt: '2026-05-01T08:00:00.000Z' },
  { id: sat, name: 'Saturday Skins', gameType: 'skins', status: 'in_progress', playerCount: 3, createdAt: '2026-05-02T08:00:00.000Z' },
];

export const standings: TripStandingsView = {
  games: [
    { gameId: fri, name: 'Friday Dogfight', gameType: 'dogfight', status: 'completed' },
    { gameId: sat, name: 'Saturday Skins', gameType: 'skins', status: 'in_progress' },
  ],
  people: [
    {
      key: `user:${ann.id}`,
      userId: ann.id,
      name: 'Ann Lee',
      member: true,
      payoutCents: 4000,
      nassauCents: 0,
      skinsCents: 2000,
      stakeCents: 3000,
      netCents: 3000,
      games: [
        { gameId: fri, position: 1, tied: false, result: { kind: 'points', value: 38 }, netCents: 2500 },
        { gameId: sat, position: 2, tied: true, result: { kind: 'skins', value: 2 }, netCents: 500 },
      ],
    },
    {
      key: `user:${bob}`,
      userId: bob,
      name: 'Bob Stone',
      member: true,
      payoutCents: 1000,
      nassauCents: 0,
      skinsCents: 2000,
      stakeCents: 3000,
      netCents: 0,
      games: [
        { gameId: fri, position: 2, tied: false, result: { kind: 'points', value: 33 }, netCents: -500 },
        { gameId: sat, position: 2, tied: true, result: { kind: 'skins', value: 2 }, netCents: 500 },
      ],
    },
    {
      key: 'name:dave',
      userId: null,
      name: 'Dave',
      member: false,
      payoutCents: 0,
      nassauCents: 0,
      skinsCents: 0,
      stakeCents: 1500,
      netCents: -1500,
      games: [{ gameId: fri, position: 3, tied: false, result: { kind: 'points', value: 30 }, netCents: -1500 }],
    },
    {
      key: `user:${cat}`,
      userId: cat,
      name: 'Cat Moore',
      member: true,
      payoutCents: 0,
      nassauCents: 0,
      skinsCents: 1000,
      stakeCents: 2500,
      netCents: -1500,
      games: [
        { gameId: fri, position: 4, tied: false, result: { kind: 'points', value: 27 }, netCents: -1500 },
        { gameId: sat, position: 1, tied: false, result: { kind: 'skins', value: 3 }, netCents: 0 },
      ],
    },
  ],
  payments: [
    { from: `user:${cat}`, to: `user:${ann.id}`, cents: 1500 },
    { from: 'name:dave', to: `user:${ann.id}`, cents: 1500 },
  ],
  centsMoved: 3000,
  naiveCentsMoved: 4000,
};
