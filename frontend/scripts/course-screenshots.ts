/** Screens of the course library, for the screenshot script. */
import type { Page } from 'playwright-core';
import { courseList, curatedResults, directoryDetail, directoryResults, pebble, pebbleId, riverside } from './course-screenshot-data.ts';
import { ann, json, open, signedInApi, superAdmin, type Api } from './screenshot-api.ts';

const libraryApi = (user: unknown = ann): Api => ({
  ...signedInApi(user),
  'GET /api/courses': json(200, courseList),
  'GET /api/courses/search': json(200, []),
  [`GET /api/courses/${pebbleId}`]: json(200, pebble),
  [`GET /api/courses/${riverside.id}`]: json(200, riverside),
});

const tees = `/courses/${pebbleId}/tees`;

async function openLibrary(page: Page) {
  await open(page, '/courses', libraryApi(), true);
  await page.getByRole('heading', { name: pebble.name }).waitFor();
}

async function openTeeEditor(page: Page) {
  await open(page, `/courses/${riverside.id}/tees`, libraryApi(), true);
  await page.getByRole('button', { name: 'Add First Tee Set' }).click();
}

const lookupApi = (configured: boolean): Api => ({
  ...signedInApi(superAdmin),
  'GET /api/golf-courses/status': json(200, { configured }),
  'GET /api/golf-courses/search': json(200, directoryResults),
  'GET /api/golf-courses/18420': json(200, directoryDetail),
});

async function lookupSearch(page: Page, api: Api) {
  await open(page, '/courses/lookup', api, true);
  await page.getByLabel('Search the course directory').fill('pebble');
  await page.getByText(/Found \d+ course/).waitFor();
}

export const courseScenarios: Record<string, (page: Page) => Promise<void>> = {
  courses: (page) => openLibrary(page),
  'desktop-courses': (page) => openLibrary(page),
  'courses-menu': async (page) => {
    await open(page, '/courses', libraryApi(), true);
    await page.getByRole('button', { name: `Actions for ${pebble.name}` }).click();
  },
  'courses-delete-confirm': async (page) => {
    await open(page, '/courses', libraryApi(), true);
    await page.getByRole('button', { name: `Actions for ${pebble.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
  },
  'courses-delete-refused': async (page) => {
    const api = {
      ...libraryApi(),
      [`DELETE /api/courses/${pebbleId}`]: json(409, {
        message: 'Cannot delete course: it is used by Saturday Skins, Club Champs',
        games: [],
      }),
    };
    await open(page, '/courses', api, true);
    await page.getByRole('button', { name: `Actions for ${pebble.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Cannot delete course', { exact: true }).waitFor();
  },
  'courses-empty': (page) => open(page, '/courses', { ...signedInApi(ann), 'GET /api/courses': json(200, []) }, true),
  'courses-search-no-match': async (page) => {
    await open(page, '/courses', libraryApi(), true);
    await page.getByLabel('Search courses').fill('augusta');
    await page.getByText('No courses found matching your search').waitFor();
  },
  'courses-add': (page) => open(page, '/courses/add', signedInApi(ann), true),
  'courses-add-errors': async (page) => {
    await open(page, '/courses/add', signedInApi(ann), true);
    await page.getByLabel('Image URL (optional)').fill('not a link');
    await page.getByRole('button', { name: 'Add Course' }).click();
  },
  'courses-edit': (page) => open(page, `/courses/edit/${pebbleId}`, libraryApi(), true),
  'courses-edit-not-found': (page) => open(page, '/courses/edit/6f1c0b7e-0000-4000-8000-000000000000', libraryApi(), true),
  'course-tees': (page) => open(page, tees, libraryApi(), true),
  'course-tees-empty': (page) => open(page, `/courses/${riverside.id}/tees`, libraryApi(), true),
  'course-tees-not-found': (page) => open(page, '/courses/6f1c0b7e-0000-4000-8000-000000000000/tees', libraryApi(), true),
  'course-tees-add-dialog': openTeeEditor,
  'course-tees-add-dialog-holes': async (page) => {
    await openTeeEditor(page);
    await page.getByLabel('Hole 2 stroke index').selectOption('1');
    await page.getByLabel('Hole 9 yards').scrollIntoViewIfNeeded();
  },
  'course-tees-server-error': async (page) => {
    const api = {
      ...libraryApi(),
      [`POST /api/courses/${riverside.id}/tees`]: json(422, {
        message: 'Each stroke index from 1 to 9 must be used once: 1 is repeated, 2 is missing',
      }),
    };
    await open(page, `/courses/${riverside.id}/tees`, api, true);
    await page.getByRole('button', { name: 'Add First Tee Set' }).click();
    await page.getByLabel('Tee set name').fill('White');
    await page.getByLabel('Hole 2 stroke index').selectOption('1');
    await page.getByRole('button', { name: 'Add Tee Set' }).last().click();
    await page.locator('.form__error').waitFor();
    await page.locator('dialog[open]').evaluate((dialog) => dialog.scrollTo(0, 0));
  },
  'course-tees-delete-confirm': async (page) => {
    await open(page, tees, libraryApi(), true);
    await page.getByRole('button', { name: 'Actions for Gold tees' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
  },
  'courses-search': async (page) => {
    await open(page, '/courses/search', { ...signedInApi(ann), 'GET /api/curated-courses/search': json(200, curatedResults) }, true);
    await page.getByLabel('Search courses').fill('beach');
    await page.getByText('Found 2 courses').waitFor();
  },
  'courses-search-intro': (page) => open(page, '/courses/search', signedInApi(ann), true),
  'courses-search-short': async (page) => {
    await open(page, '/courses/search', signedInApi(ann), true);
    await page.getByLabel('Search courses').fill('pe');
    await page.getByLabel('Search courses').press('Enter');
    await page.getByText('Search Query Too Short').waitFor();
  },
  'courses-search-none': async (page) => {
    await open(page, '/courses/search', { ...signedInApi(ann), 'GET /api/curated-courses/search': json(200, { courses: [] }) }, true);
    await page.getByLabel('Search courses').fill('zzzz');
    await page.getByText('No courses found').waitFor();
  },
  'courses-search-failed': async (page) => {
    await open(
      page,
      '/courses/search',
      { ...signedInApi(ann), 'GET /api/curated-courses/search': json(500, { message: 'Internal error' }) },
      true,
    );
    await page.getByLabel('Search courses').fill('pebble');
    await page.getByText('Unable to search courses', { exact: false }).waitFor();
  },
  'courses-search-exists': async (page) => {
    await open(
      page,
      '/courses/search',
      {
        ...signedInApi(ann),
        'GET /api/curated-courses/search': json(200, curatedResults),
        'POST /api/curated-courses/pebble-beach-golf-links/add': json(409, {
          message: 'Course Already Exists: Pebble Beach Golf Links, Pebble Beach, California, USA',
        }),
      },
      true,
    );
    await page.getByLabel('Search courses').fill('beach');
    await page.getByRole('button', { name: 'Add Course' }).first().click();
    await page.getByText('Course Already Exists', { exact: true }).waitFor();
  },
  'courses-lookup-not-configured': (page) => open(page, '/courses/lookup', lookupApi(false), true),
  'courses-lookup-not-configured-user': (page) => open(page, '/courses/lookup', { ...lookupApi(false), ...signedInApi(ann) }, true),
  'courses-lookup-results': async (page) => {
    await lookupSearch(page, lookupApi(true));
    await page.getByRole('button', { name: 'Details' }).first().click();
    await page.getByRole('table').first().waitFor();
  },
  'courses-lookup-importing': async (page) => {
    const api = {
      ...lookupApi(true),
      'POST /api/golf-courses/18420/import': json(202, { jobId: 'job-1' }),
      'GET /api/jobs/job-1': json(200, { id: 'job-1', queue: 'course-import', state: 'active', progress: 40, attemptsMade: 0 }),
    };
    await lookupSearch(page, api);
    await page.getByRole('button', { name: 'Import' }).first().click();
    await page.getByRole('progressbar').waitFor();
  },
  'courses-lookup-import-warning': async (page) => {
    const result = {
      course: { id: pebbleId, name: 'Pebble Beach Golf Links' },
      name: 'Pebble Beach Golf Links',
      warning: directoryDetail.warnings[0],
      warnings: directoryDetail.warnings,
      notes: [],
      position: '99',
    };
    const api = {
      ...lookupApi(true),
      'POST /api/golf-courses/18420/import': json(202, { jobId: 'job-2' }),
      'GET /api/jobs/job-2': json(200, { id: 'job-2', queue: 'course-import', state: 'completed', progress: 100, attemptsMade: 1, result }),
    };
    await lookupSearch(page, api);
    await page.getByRole('button', { name: 'Import' }).first().click();
    await page.getByText('Course imported without stroke indexes').waitFor();
  },
  'courses-lookup-error': async (page) => {
    const api = {
      ...lookupApi(true),
      'GET /api/golf-courses/search': json(502, {
        message: 'The course directory refused our key (401). Ask an admin to check COURSE_DIRECTORY_KEY.',
      }),
    };
    await open(page, '/courses/lookup', api, true);
    await page.getByLabel('Search the course directory').fill('pebble');
    await page.getByText('Course lookup failed').waitFor();
  },
};
