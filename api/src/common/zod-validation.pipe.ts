import { PipeTransform } from '@nestjs/common';
import { DomainError } from '@postula/domain';
import { toFieldErrors, VALIDATION_MESSAGE } from '@postula/validation';
import type { z } from 'zod';

/** Validates a body with a shared schema; failures answer 422 with the per-field Spanish messages. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new DomainError('invalid', VALIDATION_MESSAGE, toFieldErrors(result.error));
    return result.data;
  }
}
