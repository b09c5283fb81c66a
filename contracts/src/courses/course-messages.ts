/** Texts the course API answers with and the app shows; one place so both say the same thing. */
export const courseMessages = {
  requiredFields: 'Please fill in all required fields.',
  teeSetNameRequired: 'Please enter a tee set name.',
  holeCount: 'A course has 9 or 18 holes',
  imageUrl: 'Image URL must be a valid http(s) URL, or empty',
  courseNotFound: 'Course not found',
  teeSetNotFound: 'Tee set not found',
  searchQueryTooShort: 'Please enter at least 3 characters to search.',
  searchQueryRequired: 'Search query is required',
  searchQueryTooLong: 'Search query must be at most 100 characters',
  /** Start of the 409 of a duplicate: the app shows 'Course Already Exists' when a message contains 'already exists'. */
  alreadyExists: 'Course Already Exists',
  globalCourseSuperAdminOnly: 'Only a super admin can change a global course',
  superAdminOnly: 'You must be a super admin to do this.',
  curatedCourseNotFound: 'Course not found in the directory',
} as const;
