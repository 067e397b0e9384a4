/** `Content-Disposition` for a download: a plain ASCII fallback name plus the exact UTF-8 one (RFC 6266). */
export const attachment = (fileName: string) => `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

const asciiName = (name: string) => name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'documento';
