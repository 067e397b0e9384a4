import { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { DomainError } from '@postula/domain';
import { normalizeTextInput, VALIDATION_MESSAGE } from '@postula/validation';

/**
 * Global: every query and path parameter passes here before its own schema, so no route can forget it. Texts come out
 * NFC-normalized; a control character, bidi override or unpaired surrogate anywhere is a 422. Bodies were checked and
 * normalized as soon as they were parsed (the preValidation hook in bootstrap.ts, which runs for every request):
 * walking them again would change nothing.
 */
export class TextInputPipe implements PipeTransform {
  transform(value: unknown, { type, data }: ArgumentMetadata): unknown {
    if (type === 'custom' || type === 'body') return value;
    const result = normalizeTextInput(value, data ? [data] : []);
    if (result.errors) throw new DomainError('invalid', VALIDATION_MESSAGE, result.errors);
    return result.value;
  }
}
