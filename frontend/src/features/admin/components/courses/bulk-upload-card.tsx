import { useState, type FormEvent, type ReactNode } from 'react';
import { UploadIcon } from '../../../../components/icons/upload-icon.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { serverMessageOr } from '../../../../lib/api-error.ts';
import { JobFailedError } from '../../../../lib/wait-for-job.ts';
import { UPLOAD_ACCEPT, useBulkUploadCourses } from '../../api/bulk-upload-courses.ts';
import { UploadResult } from './upload-result.tsx';

const failureText = (error: unknown) =>
  error instanceof JobFailedError ? error.message : serverMessageOr(error, 'Failed to upload courses. Please check the file format.');

/** Bulk upload: one course per worksheet, from a workbook laid out like the template. */
export function BulkUploadCard({ templateButton }: { templateButton: ReactNode }) {
  const upload = useBulkUploadCourses();
  const [file, setFile] = useState<File | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Bulk Upload Courses</CardTitle>
        <CardDescription>
          An Excel workbook (.xlsx) with one course per worksheet and the columns Course Name, Location, Hole, Par, Distance, Handicap and
          Tee Set (Tee Color, Course Rating and Slope Rating optional). A sheet with any bad row imports nothing.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {templateButton}
        <form className="form" onSubmit={submit}>
          <div className="field">
            <label className="field__label" htmlFor="bulk-upload-file">
              Workbook
            </label>
            <input
              id="bulk-upload-file"
              className="input input--file"
              type="file"
              accept={UPLOAD_ACCEPT}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                upload.reset();
              }}
            />
          </div>
          <Button type="submit" block disabled={!file} loading={upload.isPending}>
            <UploadIcon size={18} />
            Upload Courses
          </Button>
        </form>
        {upload.isPending ? (
          <div className="import-progress">
            <p>
              Uploading {file?.name}… {Math.round(upload.progress)}%
            </p>
            <Progress value={upload.progress} label="Upload progress" />
          </div>
        ) : null}
        {upload.isError ? (
          <p className="form__error" role="alert">
            {failureText(upload.error)}
          </p>
        ) : null}
        {upload.data ? <UploadResult result={upload.data} /> : null}
      </CardContent>
    </Card>
  );
}
