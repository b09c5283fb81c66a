import { ErrorBody } from '@golf/contracts';

/** Response schemas of the error statuses a route can answer, for its OpenAPI entry. */
export function errorResponses<const Status extends 400 | 401 | 403 | 404 | 409 | 422 | 429>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<Status, typeof ErrorBody>;
}

/** OpenAPI security requirement of routes that need `Authorization: Bearer <token>`. */
export const bearerAuth = [{ bearerAuth: [] }];
