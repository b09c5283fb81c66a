import { readFile } from 'node:fs/promises';

/** The callers of the matrix, in the order of its columns (docs/access.md). */
export const CALLERS = [
  'creator',
  'admin',
  'player A',
  'player B',
  'viewer',
  'guest',
  'stranger',
  'signed out',
  'super admin',
  'platform admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** One row of the matrix: a route as `METHOD /path` (OpenAPI's spelling) and the status each caller gets. */
export interface MatrixRow {
  route: string;
  expected: Record<Caller, number>;
}

/** The matrix table of docs/access.md: the rows whose first cell is a route. */
export async function readAccessMatrix(path: string): Promise<MatrixRow[]> {
  const lines = (await readFile(path, 'utf8')).split('\n');
  const header = lines.findIndex((line) => line.startsWith('| route |'));
  const columns = lines[header]!.split('|')
    .slice(2, -1)
    .map((cell) => cell.trim());
  if (columns.join() !== CALLERS.join())
    throw new Error(`docs/access.md: the matrix's columns are ${columns.join(', ')}, not ${CALLERS.join(', ')}`);
  const rows: MatrixRow[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('| ')) break;
    const [route, ...cells] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const expected = Object.fromEntries(CALLERS.map((caller, index) => [caller, Number(cells[index])])) as Record<Caller, number>;
    if (Object.values(expected).some((status) => !Number.isInteger(status)))
      throw new Error(`docs/access.md: a status of ${route} is not a number`);
    rows.push({ route: route!, expected });
  }
  return rows;
}
