import type { BulkUploadResult } from '@golf/contracts';
import { CheckCircleIcon } from '../../../../components/icons/check-circle-icon.tsx';

/** What an upload did: courses created, duplicates skipped, and every problem by sheet, row and column. */
export function UploadResult({ result }: { result: BulkUploadResult }) {
  return (
    <div className="upload-result">
      {result.courses.length > 0 ? (
        <section>
          <h3 className="upload-result__title">
            <CheckCircleIcon size={18} />
            Created {result.courses.length} {result.courses.length === 1 ? 'course' : 'courses'}
          </h3>
          <ul className="upload-result__list">
            {result.courses.map((course) => (
              <li key={course.id}>
                <strong>{course.name}</strong> · {course.location} <span className="upload-result__sheet">(sheet {course.sheet})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result.skipped.length > 0 ? (
        <section>
          <h3 className="upload-result__title upload-result__title--muted">Skipped {result.skipped.length}: already in the library</h3>
          <ul className="upload-result__list">
            {result.skipped.map((skip) => (
              <li key={skip.sheet}>
                <strong>{skip.sheet}</strong>: {skip.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result.errors.length > 0 ? (
        <section>
          <h3 className="upload-result__title upload-result__title--error">
            {result.errors.length} {result.errors.length === 1 ? 'problem' : 'problems'}: those sheets were not imported
          </h3>
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Sheet</th>
                  <th scope="col">Row</th>
                  <th scope="col">Column</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {result.errors.map((error, index) => (
                  <tr key={`${error.sheet}-${error.row}-${error.column}-${index}`}>
                    <td>{error.sheet}</td>
                    <td>{error.row}</td>
                    <td>{error.column}</td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
