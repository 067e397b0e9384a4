import { describe, expect, it } from 'vitest';
import { createDataProvider } from './data-provider.js';
import type { HttpClient } from './http-client.js';

interface Call {
  url: string;
  method: string;
  body?: unknown;
}

/** The provider over a recording HTTP client that answers `reply(url)`: what it asks the API and what it makes of it. */
function recording(reply: (url: string) => unknown = () => ({})) {
  const calls: Call[] = [];
  const http: HttpClient = async (url, options = {}) => {
    calls.push({ url, method: options.method ?? 'GET', ...(options.body ? { body: JSON.parse(String(options.body)) } : {}) });
    const json = reply(url);
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  };
  const downloads: string[] = [];
  const download = async (url: string) => {
    downloads.push(url);
    return { blob: new Blob(['x']), fileName: 'f' };
  };
  return { provider: createDataProvider(http, download), calls, downloads };
}

const page = (data: object[], current_page = 1, total_pages = 1, total = data.length) => ({ data, pagination: { current_page, total_pages, per_page: 20, total } });
const list = { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('staff data provider', () => {
  it('lists applications with page, per_page and the filters under the API names, blanks left out', async () => {
    const { provider, calls } = recording(() => page([{ id: 'a' }], 2, 3, 41));
    const result = await provider.getList('applications', { ...list, filter: { applicant_email: 'ana@', status: 'submitted', applicant_name: '' } });
    expect(calls).toEqual([{ url: '/applications/all?applicant_email=ana%40&status=submitted&page=2&per_page=20', method: 'GET' }]);
    expect(result).toEqual({ data: [{ id: 'a' }], total: 41, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
  });

  it.each([
    ['applicants', { never_logged_in: true, last_login_at: '2025-02-01' }, '/applicants?never_logged_in=true&last_login_at=2025-02-01&page=1&per_page=20'],
    ['emails', { send_status: 'failed', has_failure: false }, '/email-logs?send_status=failed&has_failure=false&page=1&per_page=10'],
    ['users', { search: 'ana', role: 'reviewer' }, '/users?search=ana&role=reviewer&page=1&per_page=10'],
  ])('lists %s with its own path and filters', async (resource, filter, url) => {
    const { provider, calls } = recording(() => page([]));
    await provider.getList(resource, { ...list, pagination: { page: 1, perPage: resource === 'applicants' ? 20 : 10 }, filter });
    expect(calls[0].url).toBe(url);
  });

  it("lists the offers and the waiting list keyed by their application, and calls 'Becas' acts with their bodies", async () => {
    const { provider, calls, downloads } = recording((url) => (url.startsWith('/awards?') || url.startsWith('/awards/waiting-list') ? page([{ application_id: 'a1' }]) : { message: 'ok' }));
    expect((await provider.getList('awards', { ...list, pagination: { page: 1, perPage: 20 }, filter: { status: 'accepted' } })).data).toEqual([{ application_id: 'a1', id: 'a1' }]);
    expect((await provider.getList('waiting-list', { ...list, pagination: { page: 3, perPage: 20 } })).data).toEqual([{ application_id: 'a1', id: 'a1' }]);
    await provider.verifyAwardDocument({ application_id: 'a1', document_type: 'notarized_id', verified: false, note: 'Sin sello' });
    await provider.withdrawAward({ application_id: 'a1', reason: 'Se muda de ciudad' });
    await provider.downloadAwardsExcel();
    expect(calls).toEqual([
      { url: '/awards?status=accepted&page=1&per_page=20', method: 'GET' },
      { url: '/awards/waiting-list?page=3&per_page=20', method: 'GET' },
      { url: '/awards/verify-document', method: 'POST', body: { application_id: 'a1', document_type: 'notarized_id', verified: false, note: 'Sin sello' } },
      { url: '/awards/withdraw', method: 'POST', body: { application_id: 'a1', reason: 'Se muda de ciudad' } },
    ]);
    expect(downloads).toEqual(['/awards/excel']);
  });

  it('pages the reviewers array on the client', async () => {
    const reviewers = Array.from({ length: 30 }, (_, i) => ({ id: `r${i}` }));
    const { provider, calls } = recording(() => ({ reviewers }));
    const result = await provider.getList('reviewers', { ...list, pagination: { page: 2, perPage: 25 } });
    expect(calls[0].url).toBe('/reviewers');
    expect(result).toEqual({ data: reviewers.slice(25), total: 30 });
  });

  it('reads one application from the details call', async () => {
    const { provider, calls } = recording(() => ({ application: { application_info: { status: 'submitted' } } }));
    expect(await provider.getOne('applications', { id: 'a1' })).toEqual({ data: { id: 'a1', application_info: { status: 'submitted' } } });
    expect(calls[0].url).toBe('/applications/details?id=a1');
  });

  it('updates an applicant with PUT applicants/update?applicant_id', async () => {
    const { provider, calls } = recording(() => ({ status: 'success' }));
    await provider.update('applicants', { id: 'p1', data: { id: 'p1', first_name: 'Ana', email: 'a@b.ec' }, previousData: { id: 'p1' } });
    expect(calls).toEqual([{ url: '/applicants/update?applicant_id=p1', method: 'PUT', body: { first_name: 'Ana', email: 'a@b.ec' } }]);
  });

  it('creates, updates (blank password left out) and deletes staff users on their paths', async () => {
    const { provider, calls } = recording((url) => (url === '/users/create' ? { user: { id: 'u1' } } : { status: 'success' }));
    const created = await provider.create('users', { data: { full_name: 'Ana', email: 'a@b.ec', role: 'reviewer', password: 'secreta123' } });
    await provider.update('users', { id: 'u1', data: { full_name: 'Ana R', email: 'a@b.ec', role: 'superadmin', password: '' }, previousData: { id: 'u1' } });
    await provider.delete('users', { id: 'u1', previousData: { id: 'u1' } });
    expect(created.data).toMatchObject({ id: 'u1', full_name: 'Ana' });
    expect(created.data).not.toHaveProperty('password', 'secreta123');
    expect(calls).toEqual([
      { url: '/users/create', method: 'POST', body: { full_name: 'Ana', email: 'a@b.ec', role: 'reviewer', password: 'secreta123' } },
      { url: '/users/update?user_id=u1', method: 'PUT', body: { full_name: 'Ana R', email: 'a@b.ec', role: 'superadmin' } },
      { url: '/users/delete?user_id=u1', method: 'DELETE' },
    ]);
  });

  it('refuses what the API does not offer instead of inventing a call', async () => {
    const { provider, calls } = recording();
    await expect(provider.delete('applications', { id: 'a' })).rejects.toThrow();
    await expect(provider.create('applicants', { data: {} })).rejects.toThrow();
    await expect(provider.getList('nothing', list)).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it('maps the custom calls: entry conditions, auto-reject, reviewer history, applicant password, e-mail re-send', async () => {
    const { provider, calls } = recording((url) =>
      url.startsWith('/applications/entry-conditions')
        ? { applications: [{ application_id: 'a1', applicant: { id: 'a1' } }] }
        : url.startsWith('/reviewers/applications')
          ? { applications: [{ application_id: 'a2' }] }
          : { status: 'success', message: 'ok' },
    );
    expect(await provider.entryConditions()).toEqual([{ id: 'a1', application_id: 'a1', applicant: { id: 'a1' } }]);
    await provider.autoReject();
    expect(await provider.reviewerApplications('r1')).toEqual([{ id: 'a2', application_id: 'a2' }]);
    await provider.setApplicantPassword('p1', 'nuevaclave');
    await provider.resendEmail('t1');
    expect(calls).toEqual([
      { url: '/applications/entry-conditions', method: 'GET' },
      { url: '/applications/auto-reject', method: 'POST' },
      { url: '/reviewers/applications?reviewer_id=r1', method: 'GET' },
      { url: '/applicants/update-password?applicant_id=p1', method: 'PUT', body: { new_password: 'nuevaclave' } },
      { url: '/email-logs/resend?id=t1', method: 'POST' },
    ]);
  });

  it('downloads the Excel of a status, the application sheet and the diagnostic PDF', async () => {
    const { provider, downloads } = recording();
    await provider.downloadExcel('correction_review');
    await provider.downloadApplicationPdf('a1');
    await provider.downloadDiagnosticPdf('a1');
    expect(downloads).toEqual(['/applications/excel?status=correction_review', '/applications/pdf?id=a1', '/applications/diagnostic-exam/pdf?id=a1']);
  });
});
