import type { ImportedCourse } from '../directory/course-import-model.ts';

/**
 * The filled example worksheet of the upload template: the real Bandon Dunes card (men's
 * Black and Green tees), as published; the figures and their sources are those of
 * courses/curated-directory (Bandon Dunes). The name says "(example)" so that an upload of
 * the untouched template is recognisable.
 */
const PARS = [4, 3, 5, 4, 4, 3, 4, 4, 5, 4, 4, 3, 5, 4, 3, 4, 4, 5];
const STROKE_INDEXES = [13, 15, 3, 5, 1, 17, 7, 11, 9, 8, 2, 18, 6, 16, 14, 10, 12, 4];
const BLACK_YARDS = [386, 189, 543, 410, 428, 161, 383, 359, 558, 362, 384, 199, 553, 359, 163, 363, 389, 543];
const GREEN_YARDS = [352, 155, 489, 362, 400, 153, 372, 342, 520, 339, 351, 153, 537, 332, 131, 345, 375, 513];

const holesWith = (yards: readonly number[]) =>
  PARS.map((par, index) => ({ holeNumber: index + 1, par, strokeIndex: STROKE_INDEXES[index] as number, yardage: yards[index] as number }));

export const EXAMPLE_SHEET_NAME = 'Example - Bandon Dunes';

export const EXAMPLE_COURSE: ImportedCourse = {
  name: 'Bandon Dunes (example)',
  location: 'Bandon, Oregon, USA',
  holes: 18,
  teeSets: [
    { name: 'Black', color: 'black', rating: 74.1, slope: 143, totalYardage: 6732, holes: holesWith(BLACK_YARDS) },
    { name: 'Green', color: 'green', rating: 71.4, slope: 133, totalYardage: 6221, holes: holesWith(GREEN_YARDS) },
  ],
};
