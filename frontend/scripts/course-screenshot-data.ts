/** Stand-in course data for the screenshot script, shaped as the contracts in @golf/contracts say. */
import { ann } from './screenshot-api.ts';

const PEBBLE_PARS = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];
const PEBBLE_SI = [6, 10, 12, 16, 14, 2, 18, 4, 8, 3, 9, 17, 7, 1, 13, 11, 15, 5];
const PEBBLE_YARDS = [380, 502, 390, 331, 195, 523, 109, 428, 505, 446, 390, 202, 445, 580, 397, 403, 178, 543];

export const pebbleId = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const oldCourseId = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
const riversideId = '9b2c8a33-6f0e-4d1c-8a7e-5d4c3b2a1f00';

const tee = (id: string, name: string, color: string, rating: number, slope: number, totalYardage: number | null, yardsOff = 0) => ({
  id,
  courseId: pebbleId,
  name,
  color,
  rating,
  slope,
  totalYardage,
  holes: PEBBLE_PARS.map((par, index) => ({
    holeNumber: index + 1,
    par,
    handicap: PEBBLE_SI[index],
    yardage: totalYardage === null ? null : (PEBBLE_YARDS[index] ?? 0) - yardsOff,
  })),
});

export const pebbleTees = [
  tee('a1111111-1111-4111-8111-111111111111', 'Blue', 'blue', 74.9, 144, 6828),
  tee('a2222222-2222-4222-8222-222222222222', 'Gold', 'gold', 73.4, 137, 6472, 20),
  tee('a3333333-3333-4333-8333-333333333333', 'White', 'white', 71.7, 135, null),
];

const summary = ({ holes: _holes, ...rest }: (typeof pebbleTees)[number]) => rest;

export const pebble = {
  id: pebbleId,
  name: 'Pebble Beach Golf Links',
  location: 'Pebble Beach, California, USA',
  holes: 18,
  imageUrl: null,
  rating: 74.9,
  source: 'curated',
  isGlobal: false,
  createdBy: ann.id,
  createdAt: '2025-03-01T10:00:00.000Z',
  teeSets: pebbleTees,
};

export const oldCourse = {
  id: oldCourseId,
  name: 'The Old Course at St Andrews',
  location: 'St Andrews, Fife, Scotland',
  holes: 18,
  imageUrl: null,
  rating: 73.1,
  source: 'spreadsheet',
  isGlobal: true,
  createdBy: null,
  createdAt: '2025-02-01T10:00:00.000Z',
  teeSets: [
    {
      id: 'b1111111-1111-4111-8111-111111111111',
      courseId: oldCourseId,
      name: 'Medal',
      color: 'white',
      rating: 73.1,
      slope: 132,
      totalYardage: 6721,
    },
    {
      id: 'b2222222-2222-4222-8222-222222222222',
      courseId: oldCourseId,
      name: 'Links',
      color: 'green',
      rating: 70.6,
      slope: 125,
      totalYardage: 6211,
    },
    {
      id: 'b3333333-3333-4333-8333-333333333333',
      courseId: oldCourseId,
      name: 'Forward',
      color: 'red',
      rating: 72.2,
      slope: 126,
      totalYardage: 5452,
    },
  ],
};

export const riverside = {
  id: riversideId,
  name: 'Riverside Nine',
  location: 'Boise, Idaho, USA',
  holes: 9,
  imageUrl: null,
  rating: null,
  source: 'manual',
  isGlobal: false,
  createdBy: ann.id,
  createdAt: '2025-04-01T10:00:00.000Z',
  teeSets: [],
};

export const courseList = [{ ...pebble, teeSets: pebbleTees.map(summary) }, oldCourse, riverside];

export const curatedResults = {
  courses: [
    {
      id: 'pebble-beach-golf-links',
      name: 'Pebble Beach Golf Links',
      location: 'Pebble Beach, California, USA',
      holes: 18,
      imageUrl: null,
      rating: 74.9,
      type: 'Resort',
      tees: [
        { name: 'Blue', color: 'blue', rating: 74.9, slope: 144, totalYardage: null, yardages: null },
        { name: 'Gold', color: 'gold', rating: 73.4, slope: 137, totalYardage: 6472, yardages: null },
        { name: 'White', color: 'white', rating: 71.7, slope: 135, totalYardage: 6116, yardages: null },
      ],
      pars: PEBBLE_PARS,
      strokeIndexes: PEBBLE_SI,
      phone: '(831) 574-5609',
      website: 'https://www.pebblebeach.com/golf/pebble-beach-golf-links',
    },
    {
      id: 'bethpage-black',
      name: 'Bethpage State Park (Black Course)',
      location: 'Farmingdale, New York, USA',
      holes: 18,
      imageUrl: null,
      rating: 78.1,
      type: 'Public',
      tees: [{ name: 'Black', color: 'black', rating: 78.1, slope: 152, totalYardage: 7468, yardages: null }],
      pars: [4, 4, 3, 5, 4, 4, 5, 3, 4, 4, 4, 4, 5, 3, 4, 4, 3, 4],
      strokeIndexes: [7, 13, 17, 1, 3, 11, 9, 15, 5, 8, 10, 4, 6, 18, 2, 12, 16, 14],
      phone: null,
      website: 'https://parks.ny.gov/golf-courses/11/details.aspx',
    },
  ],
};

const directoryHoles = (pars: number[], withHandicaps: boolean) =>
  pars.map((par, index) => ({ par, yardage: 380, handicap: withHandicaps ? (PEBBLE_SI[index] ?? null) : null }));

export const directoryResults = {
  courses: [
    {
      id: '18420',
      course_name: 'Pebble Beach Golf Links',
      club_name: 'Pebble Beach Resorts',
      location: { city: 'Pebble Beach', state: 'CA', country: 'United States' },
      tees: {
        male: [
          {
            tee_name: 'Blue',
            course_rating: 74.9,
            slope_rating: 144,
            par_total: 72,
            total_yards: 6828,
            number_of_holes: 18,
            holes: directoryHoles(PEBBLE_PARS, true),
          },
          {
            tee_name: 'Gold',
            course_rating: 73.4,
            slope_rating: 137,
            par_total: 72,
            total_yards: 6472,
            number_of_holes: 18,
            holes: directoryHoles(PEBBLE_PARS, true),
          },
        ],
        female: [
          {
            tee_name: 'Red',
            course_rating: 72.1,
            slope_rating: 130,
            par_total: 72,
            total_yards: 5197,
            number_of_holes: 18,
            holes: directoryHoles(PEBBLE_PARS, false),
          },
        ],
      },
    },
    {
      id: 'spy-glass-7a',
      course_name: 'Spyglass Hill Golf Course',
      club_name: 'Pebble Beach Resorts',
      location: { city: 'Pebble Beach', state: 'CA', country: 'United States' },
      tees: { male: [], female: [] },
    },
  ],
};

export const directoryDetail = {
  id: '18420',
  name: 'Pebble Beach Golf Links',
  clubName: 'Pebble Beach Resorts',
  location: 'Pebble Beach, CA, United States',
  holes: 18,
  teeSets: [
    { name: 'Blue', color: 'blue', rating: 74.9, slope: 144, totalYardage: 6828, parTotal: 72, holes: [] },
    { name: 'Gold', color: 'gold', rating: 73.4, slope: 137, totalYardage: 6472, parTotal: 72, holes: [] },
    { name: 'Red', color: 'red', rating: 72.1, slope: 130, totalYardage: 5197, parTotal: 72, holes: [] },
  ],
  warnings: [{ type: 'missing_handicap_data', message: 'The Red tee has no stroke indexes: holes were numbered 1 to 18 in order.' }],
  notes: ['Female tees are imported with their own ratings.'],
};

export const bulkUploadResult = {
  courses: [
    { id: 'c1d2e3f4-0000-4000-8000-000000000001', name: 'Harbour Links', location: 'Kingsbarns, Fife, Scotland', sheet: 'Harbour Links' },
  ],
  errors: [
    { sheet: 'Hill Course', row: 7, column: 'Par', message: 'Par must be a whole number from 3 to 6' },
    { sheet: 'Hill Course', row: 12, column: 'Handicap', message: 'Stroke index 4 is used twice (rows 5 and 12)' },
  ],
  skipped: [
    {
      sheet: 'Old Course',
      name: 'The Old Course at St Andrews',
      location: 'St Andrews, Fife, Scotland',
      message: 'Course Already Exists: The Old Course at St Andrews',
    },
  ],
  position: '120',
};
