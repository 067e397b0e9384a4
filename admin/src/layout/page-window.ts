/** Page numbers shown around the current page (spec section 9: window of 5), with ellipses where pages are skipped. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

export function pageWindow(current: number, totalPages: number, size = 5): PageItem[] {
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), Math.max(1, totalPages - count + 1));
  const pages: PageItem[] = Array.from({ length: count }, (_, i) => start + i);
  if (start > 1) pages.unshift('start-ellipsis');
  if (start + count - 1 < totalPages) pages.push('end-ellipsis');
  return pages;
}

/** The page-jump input takes digits only; 'Ir' works for a page from 1 to the total. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');
export const canJumpTo = (text: string, totalPages: number) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= totalPages;
