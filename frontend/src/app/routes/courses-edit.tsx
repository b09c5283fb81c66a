import { Link, useParams } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons/arrow-left-icon.tsx';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { EditCourse } from '../../features/courses/components/edit-course.tsx';

/** /courses/edit/{courseId} */
export function EditCourseRoute() {
  const { courseId = '' } = useParams();
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="page page--form">
      <Link to="/courses" className="back-link back-link--start">
        <ArrowLeftIcon size={18} />
        Courses
      </Link>
      <PageHeader title="Edit Course" />
      <EditCourse key={courseId} courseId={courseId} user={user} />
    </div>
  );
}
