/**
 * Something a test file starts once before its tests and closes after them (an API, the whole system): the returned
 * function gives it inside the tests, once `beforeAll` has run.
 */
export function suiteResource<T extends { close(): Promise<void> }>(start: () => Promise<T>): () => T {
  let resource: T | undefined;
  beforeAll(async () => {
    resource = await start();
  });
  afterAll(async () => {
    await resource?.close();
  });
  return () => {
    if (!resource) throw new Error('Started in beforeAll: read it inside a test');
    return resource;
  };
}
