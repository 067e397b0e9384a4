import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGE, STALE_WRITE_MESSAGE } from '@postula/contract';
import { DomainError } from '@postula/domain';
import { isDatabaseUnavailable, WrongExpectedRevisionError } from '@postula/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestContext } from './request-context.js';
import { securityLog, type SecurityEventName } from './security-log.js';

const STATUS: Record<DomainError['kind'], number> = { invalid: 422, conflict: 409, forbidden: 403, not_found: 404 };

/** Spanish bodies for the statuses the framework raises itself. */
const GENERIC: Record<number, string> = {
  400: 'La solicitud no es válida',
  401: 'No autenticado. Inicie sesión nuevamente.',
  403: 'No tiene permisos para realizar esta acción',
  404: 'Recurso no encontrado',
  405: 'Método no permitido',
  413: 'El contenido enviado es demasiado grande',
  415: 'Tipo de contenido no soportado',
  429: 'Demasiadas solicitudes. Intente más tarde.',
};

const SECURITY_EVENT: Record<number, SecurityEventName> = { 401: 'unauthenticated', 403: 'access_denied', 429: 'rate_limited' };

const UNEXPECTED = 'Ocurrió un error inesperado';

/** Every error leaves as JSON `{status: 'error', message, errors?}`, in Spanish; only real bugs are 500. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const [status, body] = this.toResponse(exception);
    if (status === 503) this.logger.warn(`database unavailable: ${(exception as Error).message}`);
    else if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    const event = SECURITY_EVENT[status];
    // A refused login was already logged, with its account, by PasswordLogin.
    if (event && !(status === 401 && requestContext.getStore()?.login)) {
      const request = host.switchToHttp().getRequest<FastifyRequest>();
      securityLog.record(event, { method: request.method, route: request.routeOptions?.url ?? request.url, status });
    }
    // A throttle's refusal says when to try again (TooManyAttemptsError's `retry_after`), in the header as well as the body.
    if (status === 429 && typeof body.retry_after === 'number') void reply.header('Retry-After', String(body.retry_after));
    // JSON even where the route had set another type (the e-mail pixel's image/gif) before failing.
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  }

  private toResponse(exception: unknown): [number, Record<string, unknown>] {
    if (exception instanceof DomainError)
      return [STATUS[exception.kind], { status: 'error', message: exception.message, ...(exception.errors && { errors: exception.errors }) }];
    if (exception instanceof WrongExpectedRevisionError) return [409, { status: 'error', message: STALE_WRITE_MESSAGE }];
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      // Our own HttpExceptions carry a Spanish message object; the framework's carry English text.
      if (typeof response === 'object' && response && (response as { status?: string }).status === 'error') return [status, response as Record<string, unknown>];
      return [status, { status: 'error', message: GENERIC[status] ?? (status >= 500 ? UNEXPECTED : GENERIC[400]) }];
    }
    const statusCode = (exception as { statusCode?: number }).statusCode;
    // Fastify's own errors (malformed JSON, body too large, unsupported media type) carry a 4xx statusCode.
    if (statusCode && statusCode >= 400 && statusCode < 500) return [statusCode, { status: 'error', message: GENERIC[statusCode] ?? GENERIC[400] }];
    // The database away (restarting, stopping): not a bug of ours nor the client's; nothing was stored, retry later.
    if (isDatabaseUnavailable(exception)) return [503, { status: 'error', message: SERVICE_UNAVAILABLE_MESSAGE }];
    return [500, { status: 'error', message: UNEXPECTED }];
  }
}
