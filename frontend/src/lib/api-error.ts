/** What the API said in a failed call, read back from the client's "<status>: <body>" message. */
export type ApiErrorDetails = {
  status: number | null;
  /** The server's `message`, when the body was the JSON error body. */
  message: string | null;
  /** The body's `code` ('being_repaired': the record is being repaired), when it has one. */
  code: string | null;
  /** Field path → first message, from the body's `errors` list. */
  fieldErrors: Record<string, string>;
};

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

export function parseApiError(error: unknown): ApiErrorDetails {
  const details: ApiErrorDetails = { status: null, message: null, code: null, fieldErrors: {} };
  if (!(error instanceof Error)) return details;
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return details;
  details.status = Number(match[1]);
  let body: unknown;
  try {
    body = JSON.parse(match[2] ?? '');
  } catch {
    return details;
  }
  if (typeof body !== 'object' || body === null) return details;
  const { message, errors, code } = body as { message?: unknown; errors?: unknown; code?: unknown };
  if (typeof message === 'string' && message.trim()) details.message = message;
  if (typeof code === 'string') details.code = code;
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      const { path, message: fieldMessage } = (entry ?? {}) as { path?: unknown; message?: unknown };
      if (typeof path === 'string' && typeof fieldMessage === 'string' && !(path in details.fieldErrors)) {
        details.fieldErrors[path] = fieldMessage;
      }
    }
  }
  return details;
}

/** The server's message for a toast, else the fallback text the spec gives for that toast. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return parseApiError(error).message ?? fallback;
}

/** True when the call was answered that its record is being repaired (503, code 'being_repaired'): its figures are not current. */
export function isBeingRepaired(error: unknown): boolean {
  const details = parseApiError(error);
  return details.status === 503 && details.code === 'being_repaired';
}
