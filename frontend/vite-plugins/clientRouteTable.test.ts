import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientRouteTable, SERVER_ONLY_ROUTE_FIELDS, SERVER_ONLY_TABLE_FIELDS } from './clientRouteTable';

const source = readFileSync(resolve(process.cwd(), 'content/routes.json'), 'utf8');
const whole = JSON.parse(source);
const client = JSON.parse(clientRouteTable(source));

describe('the route table bundled for the browser', () => {
  it('leaves out the fields only Django reads', () => {
    for (const field of SERVER_ONLY_TABLE_FIELDS) expect(client).not.toHaveProperty(field);
    for (const route of [...client.routes, client.notFound])
      for (const field of SERVER_ONLY_ROUTE_FIELDS) expect(route).not.toHaveProperty(field);
    // The file does hold them: otherwise this test would prove nothing.
    expect(whole.routes[0]).toHaveProperty('changefreq');
    expect(whole).toHaveProperty('productName');
  });

  it('keeps everything else as the file has it', () => {
    expect(client.menu).toEqual(whole.menu);
    expect(client.redirects).toEqual(whole.redirects);
    expect(client.routes.map((r: { path: string }) => r.path)).toEqual(
      whole.routes.map((r: { path: string }) => r.path),
    );
    expect(client.routes[0].label).toBe(whole.routes[0].label);
    expect(client.routes[0].fragments).toEqual(whole.routes[0].fragments);
  });

  it('is smaller', () => {
    expect(clientRouteTable(source).length).toBeLessThan(JSON.stringify(whole).length);
  });
});
