import type { CourseSummaryView, UserView } from '@golf/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MapPinIcon } from '../../../components/icons/map-pin-icon.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { SearchIcon } from '../../../components/icons/search-icon.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCourses } from '../api/get-courses.ts';
import { useSearchCourses } from '../api/search-courses.ts';
import { canChangeCourse } from '../course-permissions.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { CourseCard } from './course-card.tsx';
import { DeleteCourseDialog } from './delete-course-dialog.tsx';

/** Library searches wait for a short pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

/** The /courses list: a search box over the user's library and a card per course. */
export function CourseLibrary({ user }: { user: UserView }) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim().slice(0, 100), SEARCH_DEBOUNCE_MS);
  const all = useCourses({ enabled: search === '' });
  const found = useSearchCourses(search);
  const shown = search === '' ? all : found;
  const [deleting, setDeleting] = useState<CourseSummaryView | null>(null);

  return (
    <section className="course-library" aria-label="Your courses">
      <SearchField
        label="Search courses"
        placeholder="Search by name or location"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        maxLength={100}
      />
      {shown.isPending ? (
        <div className="list-spinner">
          <Spinner />
        </div>
      ) : shown.isError ? (
        <EmptyState
          tone="error"
          title={shown.error.message}
          text="Check your connection and try again."
          action={
            <Button variant="outline" onClick={() => void shown.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : shown.data.length === 0 ? (
        search === '' ? (
          <EmptyState
            icon={<MapPinIcon size={28} />}
            title="No courses available"
            text="Add a course by hand, or find one in a directory."
            action={
              <Link to="/courses/add" className={buttonClass('primary')}>
                <PlusIcon size={18} />
                Add First Course
              </Link>
            }
          />
        ) : (
          <EmptyState icon={<SearchIcon size={28} />} title="No courses found matching your search" text={`Nothing matches “${search}”.`} />
        )
      ) : (
        <ul className="course-grid">
          {shown.data.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} canChange={canChangeCourse(course, user)} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}
      <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
