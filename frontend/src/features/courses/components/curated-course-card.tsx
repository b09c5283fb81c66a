import type { CuratedSearchResult } from '@golf/contracts';
import { teePar } from '@golf/golf';
import { Link } from 'react-router-dom';
import { GlobeIcon } from '../../../components/icons/globe-icon.tsx';
import { MapPinIcon } from '../../../components/icons/map-pin-icon.tsx';
import { PhoneIcon } from '../../../components/icons/phone-icon.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { HolesGrid } from './holes-grid.tsx';
import { TeeDot } from './tee-dot.tsx';

type CuratedCourseCardProps = {
  course: CuratedSearchResult;
  adding: boolean;
  /** The library course made from this one, once added. */
  addedCourseId: string | undefined;
  /** Once added, link to its tee sets (the library); false: only say it was added (a game chose it). */
  linkToAdded?: boolean;
  onAdd: (course: CuratedSearchResult) => void;
};

const yards = new Intl.NumberFormat('en-US');

/** The website's host name, which reads better on a phone than the whole address. */
function siteLabel(website: string): string {
  try {
    return new URL(website).host.replace(/^www\./, '');
  } catch {
    return website;
  }
}

export function CuratedCourseCard({ course, adding, addedCourseId, linkToAdded = true, onAdd }: CuratedCourseCardProps) {
  const scorecard = course.pars.map((par, index) => ({
    holeNumber: index + 1,
    par,
    handicap: course.strokeIndexes[index] ?? 0,
    yardage: null,
  }));
  return (
    <Card className="course-card">
      <div className="course-card__text">
        <h2 className="course-card__name">{course.name}</h2>
        <p className="course-card__location">
          <MapPinIcon size={16} />
          <span>{course.location}</span>
        </p>
      </div>
      <div className="badge-row">
        <Badge variant="secondary">{course.holes} holes</Badge>
        <Badge variant="secondary">Par {teePar(course.pars, course.holes)}</Badge>
        <Badge variant={course.type === 'Public' ? 'default' : 'outline'}>{course.type}</Badge>
      </div>
      <ul className="tee-lines" aria-label={`Tees of ${course.name}`}>
        {course.tees.map((tee) => (
          <li key={tee.name} className="tee-lines__item">
            <TeeDot color={tee.color} />
            <span className="tee-lines__name">{tee.name}</span>
            <span className="tee-lines__figures">
              Rating {tee.rating} / Slope {tee.slope}
              {tee.totalYardage !== null ? ` · ${yards.format(tee.totalYardage)} yds` : ''}
            </span>
          </li>
        ))}
      </ul>
      <details className="scorecard-details">
        <summary>Scorecard (par and stroke index)</summary>
        <HolesGrid holes={scorecard} teeName={course.name} />
      </details>
      {course.phone || course.website ? (
        <div className="contact-row">
          {course.phone ? (
            <a href={`tel:${course.phone.replace(/[^\d+]/g, '')}`} className="contact-row__link">
              <PhoneIcon size={16} />
              {course.phone}
            </a>
          ) : null}
          {course.website ? (
            <a href={course.website} target="_blank" rel="noopener noreferrer" className="contact-row__link">
              <GlobeIcon size={16} />
              {siteLabel(course.website)}
            </a>
          ) : null}
        </div>
      ) : null}
      {addedCourseId && !linkToAdded ? (
        <p className="course-card__added" role="status">
          Added to your courses and chosen for this round
        </p>
      ) : addedCourseId ? (
        <Link to={`/courses/${encodeURIComponent(addedCourseId)}/tees`} className={buttonClass('secondary', 'md', 'btn--block')}>
          Added: view its tee sets
        </Link>
      ) : (
        <Button block loading={adding} onClick={() => onAdd(course)}>
          <PlusIcon size={18} />
          Add Course
        </Button>
      )}
    </Card>
  );
}
