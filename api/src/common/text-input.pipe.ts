import { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { DomainError } from '@postula/domain';
import { normalizeTextInput, VALIDATION_MESSAGE } from '@postula/validation';

/**
 * Global: every body, query and path parameter passes here before its own schema, so no route can forget it.
 * Texts come out NFC-normalized; a control character, bidi override or unpaired surrogate anywhere is a 422.
 */
export class TextInputPipe implements PipeTransform {
  transform(value: unknown, { type, data }: ArgumentMetadata): unknown {
    if (type === 'custom') return value;
    const result = normalizeTextInput(value, data ? [data] : []);
    if (result.errors) throw new DomainError('invalid', VALIDATION_MESSAGE, result.errors);
    return result.value;
  }
}
