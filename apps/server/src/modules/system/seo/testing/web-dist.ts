import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** The site's public address in the page-head tests (absolute addresses are made from it). */
export const SITE = 'https://school.example';

/**
 * A web app build of one bare index.html for the server to fill in (the page-head tests need no real build),
 * removed after the file's tests.
 */
export function useWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'shuyuan-seo-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>书院</title></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

/** The tags of a served head, by name or property. */
export function headOf(html: string) {
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`))?.[1];
  return {
    title: html.match(/<title>([\s\S]*?)<\/title>/)?.[1],
    description: meta('description'),
    keywords: meta('keywords'),
    robots: meta('robots'),
    canonical: html.match(/<link rel="canonical" href="([^"]*)">/)?.[1],
    mobile: html.match(/<link rel="alternate" media="[^"]*" href="([^"]*)">/)?.[1],
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogUrl: meta('og:url'),
    ogImage: meta('og:image'),
    ogType: meta('og:type'),
    ogSiteName: meta('og:site_name'),
  };
}
