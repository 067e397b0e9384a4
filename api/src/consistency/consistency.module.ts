import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AccountPositions } from './account-positions.js';
import { ReadYourWritesInterceptor } from './read-your-writes.interceptor.js';

/** Read-your-writes for every signed-in account, without a client header. */
@Module({ providers: [AccountPositions, { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor }] })
export class ConsistencyModule {}
