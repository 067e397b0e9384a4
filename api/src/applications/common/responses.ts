import { DomainError, SECTION_NOT_FOUND } from '@postula/domain';

export type FoundSection = keyof typeof SECTION_NOT_FOUND;

/** A section never saved answers 404 with the spec's message, which the portal reads as "empty, create mode". */
export function found<T>(value: T | null | undefined, section: FoundSection): T {
  if (value === null || value === undefined) throw new DomainError('not_found', SECTION_NOT_FOUND[section]);
  return value;
}

export const success = <T>(message: string, data?: T) => ({ status: 'success' as const, message, ...(data === undefined ? {} : { data }) });
