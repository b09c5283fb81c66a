import { NotFoundError } from '../../commands/domain-error.ts';

/** A round number from a path: a whole number 1 … 20, else the round is simply not found. */
export function roundNumberParam(value: string): number {
  const roundNumber = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  if (!(roundNumber >= 1 && roundNumber <= 20)) throw new NotFoundError(`Round ${value} not found`);
  return roundNumber;
}
