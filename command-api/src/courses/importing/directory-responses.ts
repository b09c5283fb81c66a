import { DirectoryNotConfiguredBody, ErrorBody } from '@golf/contracts';

/** Response schemas of what a directory route adds to the usual errors: the directory's 502/504, and 503 without one. */
export const directoryErrorResponses = {
  502: ErrorBody,
  503: DirectoryNotConfiguredBody,
  504: ErrorBody,
};
