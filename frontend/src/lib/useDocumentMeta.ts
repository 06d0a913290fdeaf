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
    // Each page may have its own sharing image (Wagtail's « Promotion » tab).
    setMeta('meta[property="og:image"]', 'content', meta.ogImage);
    setMeta('meta[property="og:image:width"]', 'content', String(meta.ogImageWidth));
    setMeta('meta[property="og:image:height"]', 'content', String(meta.ogImageHeight));
    setMeta('meta[property="og:image:alt"]', 'content', meta.ogImageAlt);
  }, [meta]);
}
