import { uniqueValueStream } from '@postula/domain';
import type { DataKeys } from '@postula/platform';

/** The reservation stream of a value: named by its keyed digest, never by the e-mail or cédula itself. */
export const uniqueValueStreamOf = (keys: DataKeys, scope: string, value: string) => uniqueValueStream(scope, keys.digest(value.toLowerCase()));
