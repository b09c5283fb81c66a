import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons/arrow-left-icon.tsx';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { CuratedSearch } from '../../features/courses/components/curated-search.tsx';

/** /courses/search: the curated directory of real public courses. */
export function CuratedSearchRoute() {
  return (
    <div className="page page--wide">
      <Link to="/courses" className="back-link back-link--start">
        <ArrowLeftIcon size={18} />
        Courses
      </Link>
      <PageHeader title="Popular Courses" description="Find a well-known public course and add it with all its tees." />
      <CuratedSearch />
    </div>
  );
}
