import type { HttpClient } from './http-client.js';

/** The details screen's calls (details, update-status, update-fields, history, diagnostic, documents): filled in by the review screens. */
export function reviewMethods(_httpClient: HttpClient) {
  return {};
}
