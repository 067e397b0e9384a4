import { Inject, Injectable } from '@nestjs/common';
import type { ReminderStatus } from '@postula/contract';
import { remindersDecider, remindersStream } from '@postula/domain';
import type { AppConfig } from '@postula/platform';
import { WritePath } from '../common/write-path.js';
import { CONFIG } from '../platform/platform.tokens.js';
import { applicantOfReminderLink } from './reminder-link.js';

/** Whether the link's applicant is opted out, read from their reminder stream (where the sweeps decide it too). */
@Injectable()
export class ReminderStatusQuery {
  constructor(
    private readonly writes: WritePath,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async of(token: string): Promise<ReminderStatus> {
    const { state } = await this.writes.load(remindersStream(applicantOfReminderLink(token, this.config.jwtSecret)), remindersDecider);
    return { opted_out: state.optedOut };
  }
}
