import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import type { Programme } from '@postula/platform';
import { EMAIL_STAGES, type EmailStage } from './email-stage.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const read = (name: string) => readFileSync(new URL(`./templates/${name}`, import.meta.url), 'utf8');

/**
 * Every stage is `templates/<stage>.html.hbs` (inside `layout.html.hbs`) and `templates/<stage>.text.hbs`,
 * whose first line is `Asunto: …`. Templates see the stage's variables plus `programme` and `portalUrl`.
 */
export class EmailRenderer {
  private readonly layout = Handlebars.compile(read('layout.html.hbs'), { strict: true });
  private readonly stages = new Map(
    EMAIL_STAGES.map((stage) => [stage, { html: Handlebars.compile(read(`${stage}.html.hbs`), { strict: true }), text: Handlebars.compile(read(`${stage}.text.hbs`), { strict: true, noEscape: true }) }]),
  );

  constructor(private readonly context: { programme: Programme; portalUrl: string }) {}

  render(stage: EmailStage, variables: Record<string, unknown>): RenderedEmail {
    const templates = this.stages.get(stage);
    if (!templates) throw new Error(`Unknown e-mail stage ${stage}`);
    const data = { ...this.context, ...variables };
    const [subjectLine, ...body] = templates.text(data).split('\n');
    const subject = subjectLine.replace(/^Asunto:\s*/, '').trim();
    return { subject, text: body.join('\n').trim() + '\n', html: this.layout({ ...data, subject, body: templates.html(data) }) };
  }
}
