// POST {api}/review (spec §7): 10 000 ms timeout, one retry. Success when the
// answer has ok: true, or is empty, or is an object without ok; any other
// type is invalid_response with status 400.
import { apiUrl, detailsOf, isObject, parseBody, postJson, type PostOptions } from './leadApi';
import { ApiError, type ReviewPayload } from './leadTypes';

export const REVIEW_TIMEOUT_MS = 10_000;
export const REVIEW_RETRIES = 1;

/** Applies the §7 rules to a 2xx body; throws ApiError when it is not a success. */
export function interpretReviewAnswer(text: string): void {
  if (text.trim() === '') return;
  const body = parseBody(text);
  if (body === null) return; // "null" is how an empty JSON answer reads
  if (!isObject(body)) throw new ApiError(400, 'invalid_response');
  if (!('ok' in body) || body.ok === true) return;
  const code = typeof body.error === 'string' && body.error ? body.error : 'unknown_backend_error';
  throw new ApiError(400, code, detailsOf(body));
}

export async function sendReview(
  apiBase: string,
  payload: ReviewPayload,
  options: Partial<PostOptions> = {},
): Promise<void> {
  const answer = await postJson(apiUrl(apiBase, 'review'), payload, {
    timeoutMs: REVIEW_TIMEOUT_MS,
    retries: REVIEW_RETRIES,
    ...options,
  });
  if (answer.status < 200 || answer.status >= 300) {
    const body = parseBody(answer.text);
    const code = isObject(body) && typeof body.error === 'string' && body.error ? body.error : null;
    throw new ApiError(answer.status, code ?? 'network_or_http_error', detailsOf(body));
  }
  interpretReviewAnswer(answer.text);
}
