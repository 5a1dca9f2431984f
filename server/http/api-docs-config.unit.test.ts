import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('API_DOCS', () => {
  it('defaults to admins in production and to everyone elsewhere', () => {
    expect(loadConfig({}, { NODE_ENV: 'production' }).apiDocs).toBe('admin');
    expect(loadConfig({}, { NODE_ENV: 'development' }).apiDocs).toBe('public');
    expect(loadConfig({}, { NODE_ENV: 'test' }).apiDocs).toBe('public');
  });
  it('is what the operator sets, and refuses anything else with a German message', () => {
    expect(loadConfig({}, { NODE_ENV: 'production', API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({}, { API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => loadConfig({}, { API_DOCS: 'alle' as 'public' })).toThrow(/Ungültige Konfiguration:\n {2}API_DOCS/);
  });
});
