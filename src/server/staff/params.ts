/** Path parameters of the console's endpoints. */
import { AppError } from '../errors.ts';

/** A positive integer id from a path segment. @throws AppError not_found for anything else */
export function positiveIdParam(value: string | undefined, what: string): number {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) throw new AppError('not_found', `No such ${what}.`);
  return Number(value);
}

/** The `{staffId}` of a path. @throws AppError not_found */
export function staffIdParam(value: string | undefined): number {
  return positiveIdParam(value, 'staff member');
}
