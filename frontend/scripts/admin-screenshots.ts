/** Screens of the admin dashboard (and the first sign-in of an account it created), for the screenshot script. */
import type { Page } from 'playwright-core';
import { adminCourses, adminStats, adminUsers } from './admin-screenshot-data.ts';
import { bulkUploadResult } from './course-screenshot-data.ts';
import { ann, json, open, signedInApi, superAdmin, type Api } from './screenshot-api.ts';

const adminApi = (): Api => ({
  ...signedInApi(superAdmin),
  'GET /api/admin/stats': json(200, adminStats),
  'GET /api/admin/users': json(200, adminUsers),
  'GET /api/admin/courses': json(200, adminCourses),
});

async function openTab(page: Page, tab: 'Users' | 'Courses', api: Api = adminApi()) {
  await open(page, '/admin', api, true);
  await page.getByRole('tab', { name: tab }).click();
  await page.waitForLoadState('networkidle');
}

export const adminScenarios: Record<string, (page: Page) => Promise<void>> = {
  admin: (page) => open(page, '/admin', adminApi(), true),
  'admin-overview-charts': async (page) => {
    await open(page, '/admin', adminApi(), true);
    await page.getByRole('figure', { name: 'Scores Entered' }).scrollIntoViewIfNeeded();
  },
  'desktop-admin': (page) => open(page, '/admin', adminApi(), true),
  'admin-denied': (page) => open(page, '/admin', signedInApi(ann), true),
  'admin-users': (page) => openTab(page, 'Users'),
  'desktop-admin-users': (page) => openTab(page, 'Users'),
  'admin-create-user-errors': async (page) => {
    await openTab(page, 'Users');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
  },
  'admin-user-created': async (page) => {
    const created = {
      user: { ...ann, id: '6e1f3a5c-7b9d-4e2f-8a1c-3d5e7f9a1b2c', username: 'newgolfer', email: 'new.golfer@example.com' },
    };
    await openTab(page, 'Users', {
      ...adminApi(),
      'POST /api/admin/users': json(201, { ...created, tempPassword: 'Xk7pRm3QvT9wHa', position: '12' }),
    });
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByLabel('Username').fill('newgolfer');
    await page.getByLabel('Email').fill('new.golfer@example.com');
    await page.getByLabel('First name').fill('New');
    await page.getByLabel('Last name').fill('Golfer');
    await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
    await page.getByRole('heading', { name: 'User Created' }).waitFor();
  },
  'admin-edit-user': async (page) => {
    await openTab(page, 'Users');
    await page.getByRole('button', { name: 'Edit Priya Gupta' }).click();
  },
  'admin-permissions-failed': async (page) => {
    await openTab(page, 'Users', { ...adminApi(), [`PUT /api/admin/users/${adminUsers[2]!.id}/promote`]: json(500, { message: 'x' }) });
    await page.getByRole('listitem', { name: 'Priya Gupta' }).getByRole('switch', { name: 'Admin', exact: true }).click();
    await page.getByText('Failed to update user permissions.').waitFor();
  },
  'admin-courses': (page) => openTab(page, 'Courses'),
  'desktop-admin-courses': (page) => openTab(page, 'Courses'),
  'admin-upload-result': async (page) => {
    await openTab(page, 'Courses', {
      ...adminApi(),
      'POST /api/admin/courses/bulk-upload': json(202, { jobId: 'job-3' }),
      'GET /api/jobs/job-3': json(200, {
        id: 'job-3',
        queue: 'course-bulk-upload',
        state: 'completed',
        progress: 100,
        attemptsMade: 1,
        result: bulkUploadResult,
      }),
    });
    await page.getByLabel('Workbook').setInputFiles({
      name: 'courses.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('PK'),
    });
    await page.getByRole('button', { name: 'Upload Courses' }).click();
    await page.getByText('Created 1 course').waitFor();
    await page.getByRole('table').scrollIntoViewIfNeeded();
  },
  'admin-upload-failed': async (page) => {
    await openTab(page, 'Courses', {
      ...adminApi(),
      'POST /api/admin/courses/bulk-upload': json(400, {
        message: 'Legacy .xls files are not accepted: open the file in Excel and save it as .xlsx.',
      }),
    });
    await page.getByLabel('Workbook').setInputFiles({ name: 'old.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('xx') });
    await page.getByRole('button', { name: 'Upload Courses' }).click();
    await page.getByText('Upload Failed').waitFor();
  },
  'auth-choose-password': async (page) => {
    await open(
      page,
      '/auth',
      { 'POST /api/auth/login': json(403, { message: 'Please choose a new password to finish signing in' }) },
      false,
    );
    await page.getByLabel('Email').fill('new.golfer@example.com');
    await page.getByLabel('Password').fill('Xk7pRm3QvT9wHa');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
  },
};
