/**
 * A rule the domain refuses, with the Spanish message users read.
 * `kind` tells the HTTP layer which status to answer: conflict 409, invalid 422, forbidden 403, not_found 404.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: 'conflict' | 'invalid' | 'forbidden' | 'not_found',
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
