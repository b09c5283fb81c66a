import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons/arrow-left-icon.tsx';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { DirectoryLookup } from '../../features/courses/components/directory-lookup.tsx';

/** /courses/lookup: the external course directory. */
export function CourseLookupRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="page page--wide">
      <Link to="/courses" className="back-link back-link--start">
        <ArrowLeftIcon size={18} />
        Courses
      </Link>
      <PageHeader title="Course Lookup" description="Search a course directory and import a course with its scorecard." />
      <DirectoryLookup isSuperAdmin={user.isSuperAdmin} />
    </div>
  );
}
