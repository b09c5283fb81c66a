import type { RoundView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { changedRounds, courseBadge, filterCourses, firstRoundWithoutCourse, initialChoices, offeredCourses } from './course-options.ts';

const course = (id: string, name: string, location: string, createdBy: string | null = null) => ({
  id,
  name,
  location,
  holes: 18 as const,
  createdBy,
});
const courses = [
  course('3', 'pebble Beach', 'California'),
  course('1', 'The Old Course', 'St Andrews, Scotland', 'u1'),
  course('2', 'Augusta National', 'Georgia'),
];
const round = (roundNumber: number, courseId: string): RoundView => ({
  gameId: 'g',
  roundNumber,
  courseId,
  course: null,
  status: 'not_started',
  confirmed: false,
});

describe('the course dropdown', () => {
  it('sorts by name, whatever the case', () => {
    expect(filterCourses(courses, '').map((c) => c.id)).toEqual(['2', '3', '1']);
  });

  it('filters by name or location, any case', () => {
    expect(filterCourses(courses, 'SCOT').map((c) => c.id)).toEqual(['1']);
    expect(filterCourses(courses, ' beach ').map((c) => c.id)).toEqual(['3']);
    expect(filterCourses(courses, 'nowhere')).toEqual([]);
  });

  it('badges a course with a creator as a user course, the rest as global', () => {
    expect(courseBadge(courses[1]!)).toBe('User Course');
    expect(courseBadge(courses[0]!)).toBe('Global Course');
  });

  it("offers only the trip's courses when the trip has some", () => {
    const venue = course('9', 'Kingsbarns', 'Fife', 'someone-else');
    expect(offeredCourses(courses, [venue]).map((c) => c.id)).toEqual(['9']);
    expect(offeredCourses(courses, [])).toHaveLength(3);
  });
});

describe('rounds', () => {
  it('start from the courses the game already has', () => {
    expect(initialChoices([round(2, 'c2')], 3)).toEqual({ 1: null, 2: 'c2', 3: null });
  });

  it('find the first round without a course', () => {
    expect(firstRoundWithoutCourse({ 1: 'a', 2: null, 3: null }, 3)).toBe(2);
    expect(firstRoundWithoutCourse({ 1: 'a', 2: 'b' }, 2)).toBeNull();
  });

  it('send only the rounds whose course changed, in order', () => {
    expect(changedRounds({ 2: 'new', 1: 'same', 3: null }, [round(1, 'same'), round(2, 'old')])).toEqual([
      { roundNumber: 2, courseId: 'new' },
    ]);
  });
});
