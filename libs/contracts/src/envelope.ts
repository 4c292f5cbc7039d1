/** The member API's response envelope: every `/api` answer, success or error, has this shape. */
export interface Envelope<T> {
  status_code: number;
  message: string;
  data: T;
  /** Present on 422 answers: the messages for each invalid field. */
  errors?: Record<string, string[]>;
  /** Present on 500 answers: quote it when reporting the problem. */
  request_id?: string;
}

/** A page of a list, as the seeds' clients read it (`data.data`, `data.last_page`). */
export interface Page<T> {
  current_page: number;
  data: T[];
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * Seconds a client should wait before trying again after a 503 (an outage of Redis or the database): the
 * API's Retry-After, and the member site's on its "temporarily unavailable" page.
 */
export const RETRY_AFTER_SECONDS = 5;
