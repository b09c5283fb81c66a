import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user.ts';
import { CourseTees } from '../../features/courses/components/course-tees.tsx';

/** /courses/{courseId}/tees */
export function CourseTeesRoute() {
  const { courseId = '' } = useParams();
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="page page--wide">
      <CourseTees key={courseId} courseId={courseId} user={user} />
    </div>
  );
}
