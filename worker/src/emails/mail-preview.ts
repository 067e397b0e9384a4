import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL_STAGES, type EmailStage } from '@postula/domain';
import { loadConfig, repoRoot } from '@postula/platform';
import { EmailRenderer } from './email-renderer.js';
import { DECISIONS, EMAIL_SAMPLES } from './email-samples.js';

/**
 * `npm run mail:preview -- STAGE` (or `decision:rejected`, `decision:approved_out`): renders the stage with sample
 * variables into var/mail-preview/<name>.html and prints the path.
 */
const [arg = ''] = process.argv.slice(2);
const [stage, variant] = arg.split(':') as [EmailStage, string | undefined];
if (!EMAIL_STAGES.includes(stage) || (variant && (stage !== 'decision' || !(DECISIONS as readonly string[]).includes(variant)))) {
  console.error(`Uso: npm run mail:preview -- ETAPA\nEtapas: ${EMAIL_STAGES.join(', ')}; decision:${DECISIONS.join(', decision:')}`);
  process.exit(1);
}
const config = loadConfig();
const renderer = new EmailRenderer({ programme: config.programme, portalUrl: config.publicUrl });
const { subject, html } = renderer.render(stage, { ...EMAIL_SAMPLES[stage], ...(variant ? { decision: variant } : {}) });
const dir = join(repoRoot(), 'var', 'mail-preview');
mkdirSync(dir, { recursive: true });
const file = join(dir, `${variant ? `${stage}-${variant}` : stage}.html`);
writeFileSync(file, html);
console.log(`${file}\n(Asunto: ${subject})`);
