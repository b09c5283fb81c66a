import type { CourseSummaryView } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { MapPinIcon } from '../../../components/icons/map-pin-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CourseMenu } from './course-menu.tsx';
import { TeeChip } from './tee-chip.tsx';

type CourseCardProps = {
  course: CourseSummaryView;
  /** Shows the menu (edit, tees, delete): only on courses the user may change. */
  canChange: boolean;
  onDelete: (course: CourseSummaryView) => void;
};

export function CourseCard({ course, canChange, onDelete }: CourseCardProps) {
  return (
    <Card className="course-card">
      <div className="course-card__head">
        <div className="course-card__text">
          <h2 className="course-card__name">
            <Link to={`/courses/${encodeURIComponent(course.id)}/tees`}>{course.name}</Link>
          </h2>
          <p className="course-card__location">
            <MapPinIcon size={16} />
            <span>{course.location}</span>
          </p>
        </div>
        {canChange ? <CourseMenu courseId={course.id} courseName={course.name} onDelete={() => onDelete(course)} /> : null}
      </div>
      <div className="badge-row">
        <Badge variant="secondary">{course.holes} holes</Badge>
        {course.isGlobal ? <Badge variant="outline">Global</Badge> : null}
      </div>
      {course.teeSets.length > 0 ? (
        <ul className="tee-chips" aria-label={`Tee sets of ${course.name}`}>
          {course.teeSets.map((teeSet) => (
            <li key={teeSet.id}>
              <TeeChip teeSet={teeSet} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="course-card__hint">No tee sets yet</p>
      )}
    </Card>
  );
}
