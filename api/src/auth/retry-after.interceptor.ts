import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { catchError, Observable, throwError } from 'rxjs';
import { TooManyAttemptsError } from './login-throttle.js';

/** Adds `Retry-After` to a throttled answer; the error filter writes the Spanish body. */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof TooManyAttemptsError) void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(error.retryAfterSeconds));
        return throwError(() => error);
      }),
    );
  }
}
