import { AlertTriangleIcon } from '../../../components/icons/alert-triangle-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { useDirectoryCourse } from '../api/get-directory-course.ts';
import { TeeDot } from './tee-dot.tsx';

const yards = new Intl.NumberFormat('en-US');

/** The detail panel of a directory course: its tee sets as an import would create them. */
export function DirectoryCoursePanel({ directoryId }: { directoryId: string }) {
  const detail = useDirectoryCourse(directoryId);
  if (detail.isPending) {
    return (
      <div className="list-spinner">
        <Spinner />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <p className="field__error" role="alert">
        {serverMessageOr(detail.error, 'Unable to load this course. Please try again.')}
      </p>
    );
  }
  const course = detail.data;
  return (
    <div className="directory-panel">
      <p className="directory-panel__meta">
        {course.holes} holes · {course.location}
      </p>
      {course.teeSets.length === 0 ? (
        <p className="course-card__hint">The directory lists no tee sets for this course.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Tee sets of {course.name}</caption>
            <thead>
              <tr>
                <th scope="col">Tee</th>
                <th scope="col">Rating</th>
                <th scope="col">Slope</th>
                <th scope="col">Yards</th>
                <th scope="col">Par</th>
              </tr>
            </thead>
            <tbody>
              {course.teeSets.map((tee, index) => (
                <tr key={`${tee.name}-${index}`}>
                  <th scope="row">
                    <span className="data-table__tee">
                      <TeeDot color={tee.color} />
                      {tee.name}
                    </span>
                  </th>
                  <td>{tee.rating}</td>
                  <td>{tee.slope}</td>
                  <td>{tee.totalYardage === null ? '–' : yards.format(tee.totalYardage)}</td>
                  <td>{tee.parTotal}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {course.warnings.map((warning) => (
        <div key={warning.type} className="notice notice--warning">
          <AlertTriangleIcon size={18} />
          <p>{warning.message}</p>
        </div>
      ))}
      {course.notes.length > 0 ? (
        <ul className="directory-panel__notes">
          {course.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
