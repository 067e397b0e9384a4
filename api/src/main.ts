import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Thing } from '@postula/platform';
@Controller('x')
class C { constructor(private readonly t: Thing) {} @Get() get() { return { v: this.t.hello() }; } }
@Module({ controllers: [C], providers: [Thing] })
class M {}
const app = await NestFactory.create<NestFastifyApplication>(M, new FastifyAdapter(), { logger: false });
await app.listen(0, '127.0.0.1');
const url = await app.getUrl();
console.log(await (await fetch(url + '/x')).text());
await app.close();
