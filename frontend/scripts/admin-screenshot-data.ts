/** Stand-in answers of the admin API for the screenshot script. */
import { ann, superAdmin } from './screenshot-api.ts';

/** 30 days ending 2025-06-30, with a weekend rhythm so the charts look like a real month. */
const daily = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2025, 5, 1 + index)).toISOString().slice(0, 10);
  const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  const base = weekend ? 6 : 2;
  return {
    date,
    gamesCreated: base + (index % 3),
    roundsCompleted: base + ((index + 1) % 4),
    scoresEntered: (base + (index % 3)) * 54 + index * 3,
  };
});

export const adminStats = {
  totalUsers: 1284,
  totalGames: 3517,
  totalCourses: 212,
  activeGames: 9,
  activeUsersThisWeek: 163,
  daily,
  projector: { checkpoint: '2480551', head: '2480553', lag: 2 },
};

const counts = (gameCount: number, courseCount: number) => ({ gameCount, courseCount });

export const adminUsers = [
  { ...superAdmin, ...counts(14, 6) },
  {
    ...ann,
    id: '2b1f7c3a-9e4d-4f6a-8b2c-1d3e5f7a9b0c',
    username: 'mikeross',
    email: 'mike.ross@example.com',
    firstName: 'Mike',
    lastName: 'Ross',
    handicap: 18.2,
    isAdmin: true,
    ...counts(3, 1),
  },
  {
    ...ann,
    id: '5c8e2a1d-7b3f-4c9e-a1d2-6e4f8a0b2c3d',
    username: 'priya_g',
    email: 'priya.gupta@example.com',
    firstName: 'Priya',
    lastName: 'Gupta',
    handicap: 4.1,
    ...counts(27, 0),
  },
  {
    ...ann,
    id: '9d4a6b2e-1c3f-4e8a-b5d7-0f2e4a6c8b1d',
    username: 'tom.b',
    email: 'tom.becker@example.com',
    firstName: 'Tom',
    lastName: 'Becker',
    handicap: null,
    ...counts(0, 0),
  },
];

const tee = (courseId: string, name: string) => ({
  id: `${courseId.slice(0, 30)}aaaaaa`,
  courseId,
  name,
  color: 'white',
  rating: 71.4,
  slope: 128,
  totalYardage: 6480,
});

const course = (id: string, name: string, location: string, isGlobal: boolean, tees: string[]) => ({
  id,
  name,
  location,
  holes: 18,
  imageUrl: null,
  rating: 71.4,
  source: isGlobal ? 'spreadsheet' : 'manual',
  isGlobal,
  createdBy: isGlobal ? null : ann.id,
  createdAt: '2025-05-01T00:00:00.000Z',
  teeSets: tees.map((name) => tee(id, name)),
});

export const adminCourses = [
  course('11111111-1111-4111-8111-111111111111', 'Bandon Dunes', 'Bandon, OR', true, ['Black', 'Green']),
  course('22222222-2222-4222-8222-222222222222', 'Pebble Beach Golf Links', 'Pebble Beach, CA', true, ['Blue', 'White', 'Gold']),
  course('33333333-3333-4333-8333-333333333333', 'Riverside Municipal', 'Springfield, IL', false, ['White']),
];
