import { APPLICATION_STATUSES } from '@postula/domain';
import type { AppConfig } from '@postula/platform';
import { createDemoApp } from './demo-app.js';
import { generateDemoData, hasApplicants } from './demo-generator.js';

/** How many applicants `npm start` generates on an empty embedded database. */
export const START_DEMO_APPLICANTS = 300;

/**
 * `npm start` (embedded mode, DEMO_DATA): fills an empty database with demo applicants and reviews, once. The running
 * system's projections and worker take the events from there (read models, e-mails under var/mail).
 */
export async function generateDemoDataOnce(config: AppConfig, databaseUrl: string, staffPassword: string, log: (line: string) => void): Promise<void> {
  const demo = await createDemoApp(config, databaseUrl);
  try {
    if (await hasApplicants(demo)) return;
    const report = await generateDemoData(demo, { applicants: START_DEMO_APPLICANTS, staffPassword, log });
    log(`Datos de demostración listos en ${report.seconds.toFixed(1)} s: ${APPLICATION_STATUSES.filter((s) => report.byStatus[s]).map((s) => `${s} ${report.byStatus[s]}`).join(', ')}.`);
    if (report.failures.length) log(`Aviso: ${report.failures.length} pasos de la demostración fueron rechazados, p. ej. ${report.failures[0]}`);
  } finally {
    await demo.close();
  }
}
