import { sizeInWords } from '../table-files/table-file-problem';
import { ApiError } from './api-error';

/** A request body over the most its operation takes (`limit` bytes): 413, naming the limit. */
export const bodyTooLarge = (limit: number) =>
  new ApiError(
    413,
    'INVALID_INPUT',
    `The request body is larger than ${sizeInWords(limit)}, the most this operation takes`,
  );
