import { Module } from '@nestjs/common';
import { PublicProgrammeController } from './public-programme.controller.js';

@Module({ controllers: [PublicProgrammeController] })
export class ProgrammeModule {}
