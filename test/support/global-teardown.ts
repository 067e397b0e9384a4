export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__POSTULA_TEST__ as { teardown: () => Promise<void> } | undefined;
  await state?.teardown();
}
