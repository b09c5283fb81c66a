import { Link } from 'react-router-dom';
import { DownloadIcon } from '../../components/icons/download-icon.tsx';
import { PlusIcon } from '../../components/icons/plus-icon.tsx';
import { SearchIcon } from '../../components/icons/search-icon.tsx';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { CourseLibrary } from '../../features/courses/components/course-library.tsx';

export function CoursesRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="page page--wide">
      <PageHeader title="Courses" description="Your courses and the global library, with their tee sets." />
      <nav className="course-actions" aria-label="Add courses">
        <Link to="/courses/add" className={buttonClass('primary')}>
          <PlusIcon size={18} />
          Add Course
        </Link>
        <Link to="/courses/search" className={buttonClass('outline')} title="Browse popular public courses">
          <SearchIcon size={18} />
          Browse
        </Link>
        <Link to="/courses/lookup" className={buttonClass('outline')} title="Import from the course directory">
          <DownloadIcon size={18} />
          Import
        </Link>
      </nav>
      <CourseLibrary user={user} />
    </div>
  );
}
