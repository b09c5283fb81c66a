import type { CourseImportResult } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { JobFailedError } from '../../lib/wait-for-job.ts';
import { importErrorToast, importSuccessToast } from './import-toasts.ts';

const result = (warnings: CourseImportResult['warnings']): CourseImportResult => ({
  course: { id: 'c1', name: 'Old Links' },
  name: 'Old Links',
  warnings,
  ...(warnings[0] ? { warning: warnings[0] } : {}),
  notes: [],
  position: '12',
});

describe('importSuccessToast', () => {
  it('names the course when nothing needs checking', () => {
    expect(importSuccessToast(result([]))).toEqual({
      title: 'Course Imported',
      description: 'Old Links has been added to your courses.',
    });
  });

  it('keeps the missing stroke-index warning up for 8 s', () => {
    const toast = importSuccessToast(result([{ type: 'missing_handicap_data', message: 'Stroke indexes were set 1 to 18.' }]));
    expect(toast.durationMs).toBe(8000);
    expect(toast.description).toBe('Old Links: Stroke indexes were set 1 to 18.');
    expect(toast.variant).toBeUndefined();
  });

  it('keeps the partial stroke-index warning up for 6 s', () => {
    const toast = importSuccessToast(result([{ type: 'partial_handicap_data', message: 'Holes 3 and 7 were filled in.' }]));
    expect(toast.durationMs).toBe(6000);
  });
});

describe('importErrorToast', () => {
  it("says 'Course Already Exists' when the reason contains 'already exists'", () => {
    expect(importErrorToast(new JobFailedError('Course Already Exists: Old Links, Fife'))).toEqual({
      title: 'Course Already Exists',
      description: 'Course Already Exists: Old Links, Fife',
      variant: 'destructive',
    });
    expect(importErrorToast(new Error('409: {"message":"A course with this name already exists"}')).title).toBe('Course Already Exists');
  });

  it("says 'Import Failed' with the reason otherwise", () => {
    expect(importErrorToast(new Error('502: {"message":"The course directory refused the key"}'))).toEqual({
      title: 'Import Failed',
      description: 'The course directory refused the key',
      variant: 'destructive',
    });
    expect(importErrorToast(new TypeError('Failed to fetch')).title).toBe('Import Failed');
  });
});
