/** Trips for the screenshot script: the list, a trip's tabs and dialogs, and its standings. */
import type { Page } from 'playwright-core';
import { courseList } from './course-screenshot-data.ts';
import { ann, json, open, signedInApi, type Api } from './screenshot-api.ts';
import { members, standings, trip, tripCourses, tripGames, tripId, trips } from './trip-screenshot-data.ts';

const t = `/api/trips/${tripId}`;

const tripApi = (extra: Api = {}): Api => ({
  ...signedInApi(ann),
  'GET /api/trips': json(200, trips),
  [`GET ${t}/games`]: json(200, tripGames),
  [`GET ${t}/members`]: json(200, members),
  [`GET ${t}/courses`]: json(200, tripCourses),
  [`GET ${t}/standings`]: json(200, standings),
  'GET /api/courses': json(200, courseList),
  ...extra,
});

async function setupTab(page: Page, api: Api = tripApi()) {
  await open(page, `/trips/${tripId}`, api, true);
  await page.getByRole('tab', { name: 'Setup' }).click();
}

export const tripScenarios: Record<string, (page: Page) => Promise<void>> = {
  'trips-empty': (page) => open(page, '/trips', { ...signedInApi(ann), 'GET /api/trips': json(200, []) }, true),
  'trips-list': (page) => open(page, '/trips', tripApi(), true),
  'trips-new-trip': async (page) => {
    await open(page, '/trips', tripApi(), true);
    await page.getByRole('button', { name: 'New Trip' }).click();
  },
  'trips-new-trip-errors': async (page) => {
    await open(page, '/trips', tripApi(), true);
    await page.getByRole('button', { name: 'New Trip' }).click();
    await page.getByLabel('Start Date').fill('2026-05-04');
    await page.getByLabel('End Date').fill('2026-05-01');
    await page.getByRole('button', { name: 'Create Trip' }).click();
  },
  'trip-games': (page) => open(page, `/trips/${tripId}`, tripApi(), true),
  'trip-games-empty': (page) => open(page, `/trips/${tripId}`, tripApi({ [`GET ${t}/games`]: json(200, []) }), true),
  'trip-setup': (page) => setupTab(page),
  'trip-setup-member': (page) =>
    setupTab(page, tripApi({ 'GET /api/trips': json(200, [{ ...trip, myRole: 'member' }]), [`GET ${t}/courses`]: json(200, []) })),
  'trip-add-member': async (page) => {
    await setupTab(
      page,
      tripApi({
        'POST /api/auth/search-users': json(200, [
          { id: 'e1f2a3b4-0000-4000-8000-000000000010', firstName: 'Dan', lastName: 'Reid', email: 'dan@example.com', handicap: 6.2 },
          { id: 'e1f2a3b4-0000-4000-8000-000000000011', firstName: 'Dana', lastName: 'Cole', email: 'dana@example.com', handicap: 14 },
        ]),
      }),
    );
    await page.getByRole('button', { name: 'Add Member' }).click();
    await page.getByLabel('Search players').fill('da');
    await page.getByText('Dan Reid').click();
  },
  'trip-add-member-none-chosen': async (page) => {
    await setupTab(page);
    await page.getByRole('button', { name: 'Add Member' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add Member' }).click();
  },
  'trip-add-course': async (page) => {
    await setupTab(page);
    await page.getByRole('button', { name: 'Add Course' }).click();
  },
  'trip-standings': (page) => open(page, `/trips/${tripId}/standings`, tripApi(), true),
  'trip-standings-settle-up': async (page) => {
    await open(page, `/trips/${tripId}/standings`, tripApi(), true);
    await page.getByRole('heading', { name: 'Settle Up' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
  },
  'trip-not-found': (page) => open(page, '/trips/0a0a0a0a-0000-4000-8000-000000000000', tripApi(), true),
};
