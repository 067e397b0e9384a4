import { Module } from '@nestjs/common';
import { OwnWrites } from './own-writes.js';

/** Read-your-writes for every signed-in account, without a client header: the wait before its reads. */
@Module({ providers: [OwnWrites], exports: [OwnWrites] })
export class ConsistencyModule {}
