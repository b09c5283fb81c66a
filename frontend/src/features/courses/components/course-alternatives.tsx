import { Link } from 'react-router-dom';
import { FileSpreadsheetIcon } from '../../../components/icons/file-spreadsheet-icon.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { SearchIcon } from '../../../components/icons/search-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { TemplateDownloadButton } from './template-download-button.tsx';

/**
 * Other ways to get a course into the library when the directory cannot help: by hand, from
 * the curated list, or from an Excel spreadsheet made from the template. Anyone may download
 * the template (it holds no data); only super admins upload it.
 */
export function CourseAlternatives({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  return (
    <div className="alternatives">
      <h2 className="alternatives__title">Other ways to add a course</h2>
      <div className="alternatives__actions">
        <Link to="/courses/add" className={buttonClass('primary', 'md', 'btn--block')}>
          <PlusIcon size={18} />
          Add Course Manually
        </Link>
        <Link to="/courses/search" className={buttonClass('outline', 'md', 'btn--block')}>
          <SearchIcon size={18} />
          Browse Popular Courses
        </Link>
        {isSuperAdmin ? (
          <Link to="/admin" className={buttonClass('outline', 'md', 'btn--block')}>
            <FileSpreadsheetIcon size={18} />
            Excel Bulk Upload
          </Link>
        ) : null}
        <TemplateDownloadButton block />
        {isSuperAdmin ? null : (
          <p className="alternatives__note">
            Fill in the template and send it to a super admin, who can bulk upload courses from an Excel spreadsheet.
          </p>
        )}
      </div>
    </div>
  );
}
