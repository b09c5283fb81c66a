import { describe, expect, it } from 'vitest';
import { bulkUploadJobId, courseImportJobId, queueOfJobId } from './job-ids.ts';

describe('job ids', () => {
  it('derives the same import id from the same user and directory course, and another for anything else', () => {
    const id = courseImportJobId('user-1', '900101');
    expect(id).toMatch(/^course-import-[0-9a-f]{32}$/);
    expect(courseImportJobId('user-1', '900101')).toBe(id);
    expect(courseImportJobId('user-2', '900101')).not.toBe(id);
    expect(courseImportJobId('user-1', '9001011')).not.toBe(id);
    // Parts are hashed separately, so shifting characters between them changes the id.
    expect(courseImportJobId('user-19', '00101')).not.toBe(id);
  });

  it('derives an upload id from the admin and the file bytes', () => {
    const file = Buffer.from('workbook');
    expect(bulkUploadJobId('admin', file)).toBe(bulkUploadJobId('admin', Buffer.from('workbook')));
    expect(bulkUploadJobId('admin', file)).not.toBe(bulkUploadJobId('admin', Buffer.from('workbook2')));
    expect(bulkUploadJobId('admin', file)).toMatch(/^course-bulk-upload-[0-9a-f]{32}$/);
  });

  it('tells the queue from the id, and nothing from a made-up id', () => {
    expect(queueOfJobId(courseImportJobId('u', 'c'))).toBe('course-import');
    expect(queueOfJobId(bulkUploadJobId('u', Buffer.from('x')))).toBe('course-bulk-upload');
    for (const other of [
      '',
      '1',
      'email-abc',
      'course-import-xyz',
      `course-import-${'a'.repeat(31)}`,
      `course-import-${'a'.repeat(32)}:1`,
    ]) {
      expect(queueOfJobId(other)).toBeNull();
    }
  });
});
