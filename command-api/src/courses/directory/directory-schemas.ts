import { z } from 'zod';

/*
 * Answers of a GolfCourseAPI-compatible course directory (`GET /v1/search`, `GET
 * /v1/courses/{id}`). The real service leaves fields out or sends null, sends numbers
 * now and then as strings, and may omit a gender's tee list, so every field but the id is
 * optional here. Whether a course is usable is decided by `mapDirectoryCourse`, not here.
 */

/** A number, a numeric string ("72.4"), or nothing; anything else counts as nothing. */
const looseNumber = z.preprocess((value) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}, z.number().nullable());

const looseText = z.preprocess((value) => (typeof value === 'string' ? value : null), z.string().nullable());

/** Directory ids are numbers today but may be alphanumeric: the app always keeps them as strings. */
const DirectoryId = z.union([z.string().trim().min(1), z.number().int().nonnegative()]).transform(String);

export const DirectoryHole = z.object({
  par: looseNumber.optional(),
  yardage: looseNumber.optional(),
  /** The hole's stroke index on this tee. */
  handicap: looseNumber.optional(),
});

export const DirectoryTee = z.object({
  tee_name: looseText.optional(),
  course_rating: looseNumber.optional(),
  slope_rating: looseNumber.optional(),
  bogey_rating: looseNumber.optional(),
  total_yards: looseNumber.optional(),
  total_meters: looseNumber.optional(),
  number_of_holes: looseNumber.optional(),
  par_total: looseNumber.optional(),
  holes: z.array(DirectoryHole).nullable().optional(),
});

export const DirectoryLocation = z.object({
  address: looseText.optional(),
  city: looseText.optional(),
  state: looseText.optional(),
  country: looseText.optional(),
  latitude: looseNumber.optional(),
  longitude: looseNumber.optional(),
});

const teeList = z.array(DirectoryTee).nullable().optional();

export const DirectoryCourse = z.object({
  id: DirectoryId,
  club_name: looseText.optional(),
  course_name: looseText.optional(),
  location: DirectoryLocation.nullable().optional(),
  tees: z.object({ male: teeList, female: teeList }).nullable().optional(),
});

/** `GET /v1/search?search_query=…`; a body without `courses` means no match. */
export const DirectorySearchResponse = z.object({
  courses: z.array(z.unknown()).nullable().optional(),
});

/** `GET /v1/courses/{id}`. */
export const DirectoryCourseResponse = z.object({ course: DirectoryCourse });

export type DirectoryHole = z.output<typeof DirectoryHole>;
export type DirectoryTee = z.output<typeof DirectoryTee>;
export type DirectoryCourse = z.output<typeof DirectoryCourse>;
/** What the directory sends, before parsing (fixtures and tests build these). */
export type DirectoryCourseInput = z.input<typeof DirectoryCourse>;
