import type { CourseView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CuratedSearch } from './curated-search.tsx';

type CourseFinderProps = {
  /** The course just added to the library, with its tees. */
  onAdded: (course: CourseView) => void;
  /** The manual course form, leading back to where the finder was opened. */
  manualAddHref: string;
};

/**
 * Finding a course without leaving a game's setup: the directory of real courses (each added with
 * its tees in one tap), or a course of one's own typed by hand as the fallback.
 */
export function CourseFinder({ onAdded, manualAddHref }: CourseFinderProps) {
  return (
    <div className="course-finder stack">
      <CuratedSearch onAdded={onAdded} />
      <p className="muted course-finder__manual">
        Not in the directory?{' '}
        <Link to={manualAddHref} className={buttonClass('link')}>
          Add a course by hand
        </Link>
      </p>
    </div>
  );
}
