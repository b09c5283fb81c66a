import type { ExternalCourseSearchResult } from '@golf/contracts';
import { Link } from 'react-router-dom';
import { DownloadIcon } from '../../../components/icons/download-icon.tsx';
import { MapPinIcon } from '../../../components/icons/map-pin-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { DirectoryCoursePanel } from './directory-course-panel.tsx';

type DirectoryResultCardProps = {
  course: ExternalCourseSearchResult;
  open: boolean;
  onToggle: () => void;
  /** This course's import is running: its progress, 0..100. */
  importProgress: number | null;
  /** Another import is running: one at a time. */
  importBlocked: boolean;
  importedCourseId: string | undefined;
  onImport: () => void;
};

export function directoryCourseName(course: Pick<ExternalCourseSearchResult, 'course_name' | 'club_name'>): string {
  return course.course_name?.trim() || course.club_name?.trim() || 'Unnamed course';
}

function locationText({ location }: ExternalCourseSearchResult): string {
  return [location.city, location.state, location.country].filter((part) => part?.trim()).join(', ') || 'Location not listed';
}

export function DirectoryResultCard({
  course,
  open,
  onToggle,
  importProgress,
  importBlocked,
  importedCourseId,
  onImport,
}: DirectoryResultCardProps) {
  const name = directoryCourseName(course);
  const teeCount = course.tees.male.length + course.tees.female.length;
  const panelId = `directory-panel-${course.id}`;
  return (
    <Card className="course-card">
      <div className="course-card__text">
        <h2 className="course-card__name">{name}</h2>
        {course.club_name && course.club_name !== name ? <p className="course-card__club">{course.club_name}</p> : null}
        <p className="course-card__location">
          <MapPinIcon size={16} />
          <span>{locationText(course)}</span>
        </p>
      </div>
      <div className="badge-row">
        <Badge variant="secondary">
          {teeCount} {teeCount === 1 ? 'tee' : 'tees'}
        </Badge>
      </div>
      {open ? (
        <div id={panelId}>
          <DirectoryCoursePanel directoryId={course.id} />
        </div>
      ) : null}
      {importProgress !== null ? (
        <div className="import-progress">
          <p>
            Importing {name}… {Math.round(importProgress)}%
          </p>
          <Progress value={importProgress} label={`Importing ${name}`} />
        </div>
      ) : null}
      <div className="course-card__actions">
        <Button variant="outline" onClick={onToggle} aria-expanded={open} aria-controls={open ? panelId : undefined}>
          {open ? 'Hide Details' : 'Details'}
        </Button>
        {importedCourseId ? (
          <Link to={`/courses/${encodeURIComponent(importedCourseId)}/tees`} className={buttonClass('secondary')}>
            View Tees
          </Link>
        ) : (
          <Button loading={importProgress !== null} disabled={importBlocked} onClick={onImport}>
            <DownloadIcon size={18} />
            Import
          </Button>
        )}
      </div>
    </Card>
  );
}
