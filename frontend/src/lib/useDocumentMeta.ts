import { useEffect } from 'react';
import type { PageMeta } from '../types';

function setMeta(selector: string, attribute: string, value: string | null): void {
  const element = document.head.querySelector(selector);
  if (!element) return;
  if (value === null) element.removeAttribute(attribute);
  else element.setAttribute(attribute, value);
}

/**
 * Spec §2: after each completed navigation the title becomes the product
 * name followed by the route's title. Django computed that exact string for
 * the next page, so a client-side navigation shows what a reload would.
 * The sharing image (og:image) is left as it is: the networks' previews read
 * the server's HTML, never a browser's live head, and /home's script budget
 * has no bytes to spare for it.
 */
export function useDocumentMeta(meta: PageMeta): void {
  useEffect(() => {
    document.title = meta.title;
    setMeta('meta[name="description"]', 'content', meta.description);
    setMeta('meta[name="robots"]', 'content', meta.robots);
    setMeta('link[rel="canonical"]', 'href', meta.canonical);
    setMeta('meta[property="og:title"]', 'content', meta.title);
    setMeta('meta[property="og:description"]', 'content', meta.description);
    setMeta('meta[property="og:url"]', 'content', meta.canonical);
  }, [meta]);
}
