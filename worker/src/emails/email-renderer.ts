import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { EMAIL_STAGES, type EmailStage } from '@postula/domain';
import type { Programme } from '@postula/platform';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const read = (name: string) => readFileSync(new URL(`./templates/${name}`, import.meta.url), 'utf8');

/** The open-tracking image of a message: public, answered by the API's email/open route. */
export const trackingPixelUrl = (publicUrl: string, trackingId: string) => `${publicUrl}/backend/api/email/open/${trackingId}.gif`;

/**
 * RFC 2369 and RFC 8058: the mail client's own "unsubscribe" posts `List-Unsubscribe=One-Click` to this address, which
 * carries the reminders' signed opt-out token (the applicant's id sealed, so it names nobody).
 */
export const listUnsubscribeHeaders = (publicUrl: string, optOutToken: string): Record<string, string> => ({
  'List-Unsubscribe': `<${publicUrl}/backend/api/reminders/one-click?token=${encodeURIComponent(optOutToken)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * Every stage is `templates/<stage>.html.hbs` (inside `layout.html.hbs`) and `templates/<stage>.text.hbs`,
 * whose first line is `Asunto: …`. Templates see the stage's variables plus `programme` and `portalUrl`,
 * and the helpers `fecha` (a day or an instant, in Spanish, in the programme's time zone), `porVenir` (whether a day
 * is still to come in that time zone, so no message promises a date already past) and `eq`.
 */
export class EmailRenderer {
  private readonly handlebars = Handlebars.create();
  private readonly layout: HandlebarsTemplateDelegate;
  private readonly stages: Map<EmailStage, { html: HandlebarsTemplateDelegate; text: HandlebarsTemplateDelegate }>;

  constructor(private readonly context: { programme: Programme; portalUrl: string }) {
    const day = new Intl.DateTimeFormat('es-EC', { dateStyle: 'long', timeZone: 'UTC' });
    const instant = new Intl.DateTimeFormat('es-EC', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23', timeZone: context.programme.timezone });
    // A calendar day (YYYY-MM-DD) has no time zone to shift it; an instant is shown as local time.
    this.handlebars.registerHelper('fecha', (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? day.format(new Date(`${value}T00:00:00Z`)) : instant.format(new Date(value))));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: context.programme.timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    this.handlebars.registerHelper('porVenir', (value: string) => value > today.format(new Date()));
    this.handlebars.registerHelper('eq', (a: unknown, b: unknown) => a === b);
    const compile = (name: string, text = false) => this.handlebars.compile(read(name), { strict: true, noEscape: text });
    this.layout = compile('layout.html.hbs');
    this.stages = new Map(EMAIL_STAGES.map((stage) => [stage, { html: compile(`${stage}.html.hbs`), text: compile(`${stage}.text.hbs`, true) }]));
  }

  /** The one-click unsubscribe headers of a reminder to the applicant this opt-out token names. */
  listUnsubscribe(optOutToken: string): Record<string, string> {
    return listUnsubscribeHeaders(this.context.portalUrl, optOutToken);
  }

  /** With a tracking id, the HTML part carries the 1×1 open-tracking image. */
  render(stage: EmailStage, variables: Record<string, unknown>, trackingId?: string): RenderedEmail {
    const templates = this.stages.get(stage);
    if (!templates) throw new Error(`Unknown e-mail stage ${stage}`);
    const data = { ...this.context, ...variables };
    const [subjectLine, ...body] = templates.text(data).split('\n');
    const subject = subjectLine.replace(/^Asunto:\s*/, '').trim();
    const pixel = trackingId ? trackingPixelUrl(this.context.portalUrl, trackingId) : null;
    return { subject, text: body.join('\n').trim() + '\n', html: this.layout({ ...data, subject, body: templates.html(data), trackingPixelUrl: pixel }) };
  }
}
