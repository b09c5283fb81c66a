import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons/arrow-left-icon.tsx';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { AddCourse } from '../../features/courses/components/add-course.tsx';

export function AddCourseRoute() {
  return (
    <div className="page page--form">
      <Link to="/courses" className="back-link back-link--start">
        <ArrowLeftIcon size={18} />
        Courses
      </Link>
      <PageHeader title="Add Course" description="Name, location and holes; you add its tee sets next." />
      <AddCourse />
    </div>
  );
}
