import { describe, expect, it } from 'vitest';
import { attachmentName } from './download-course-template.ts';

describe('attachmentName', () => {
  it("takes the server's file name, quoted or not", () => {
    expect(attachmentName('attachment; filename="courses-template.xlsx"', 'x.xlsx')).toBe('courses-template.xlsx');
    expect(attachmentName('attachment; filename=template.xlsx', 'x.xlsx')).toBe('template.xlsx');
    expect(attachmentName("attachment; filename*=UTF-8''golf%20template.xlsx", 'x.xlsx')).toBe('golf template.xlsx');
  });

  it('falls back when there is none', () => {
    expect(attachmentName(null, 'x.xlsx')).toBe('x.xlsx');
    expect(attachmentName('attachment', 'x.xlsx')).toBe('x.xlsx');
  });
});
