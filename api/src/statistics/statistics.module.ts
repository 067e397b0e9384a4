import { Module } from '@nestjs/common';
import { ApplicationStatisticsController } from './application-statistics/application-statistics.controller.js';
import { ApplicationStatistics } from './application-statistics/application-statistics.query.js';
import { ReviewerStatisticsController } from './reviewer-statistics/reviewer-statistics.controller.js';
import { ReviewerStatistics } from './reviewer-statistics/reviewer-statistics.query.js';

/** The staff dashboard's numbers (staff-side.md sections 3, 4 and 7 'Statistics'), read from the statistics projector's tables. */
@Module({
  controllers: [ApplicationStatisticsController, ReviewerStatisticsController],
  providers: [ApplicationStatistics, ReviewerStatistics],
})
export class StatisticsModule {}
