import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const schema = JSON.parse(readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8')) as { $schema: string };
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;

type Section = { target?: unknown; icon?: string; category?: string } & Record<string, unknown>;
const section = (name: string): Section => config[name] as Section;

/** As electron-builder validates: draft-07 (Ajv's default class), all errors, unknown keywords tolerated. */
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

describe('electron-builder.yml', () => {
  it("matches electron-builder's own configuration schema (JSON Schema draft-07)", () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const valid = validate(config);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('is checked strictly enough that a misspelt option fails', () => {
    expect(validate({ ...config, electronFuse: { runAsNode: false } })).toBe(false);
    expect(validate({ ...config, electronFuses: { runAsNode: 'no' } })).toBe(false);
  });

  it('builds AppImage and deb for Linux, nsis for Windows and dmg for macOS', () => {
    expect(section('linux').target).toEqual(['AppImage', 'deb']);
    expect(section('win').target).toEqual(['nsis']);
    expect(section('mac').target).toEqual(['dmg']);
    expect(section('nsis')).toMatchObject({ perMachine: false });
    expect(section('linux').category).toBe('Office');
    expect(section('mac').category).toBe('public.app-category.business');
  });

  it('registers the hcm:// protocol', () => {
    expect(config.protocols).toEqual([expect.objectContaining({ schemes: ['hcm'] })]);
  });

  it('ships the built app only', () => {
    expect(config.files).toEqual(['out/**', 'package.json']);
    expect(config.asar).toBe(true);
    expect(config.publish).toBeNull();
  });

  it('names icons that exist in resources/', () => {
    const icons = [section('win').icon, section('mac').icon, section('linux').icon];
    for (const icon of icons) {
      expect(icon, 'icon path').toMatch(/^resources\//);
      expect(existsSync(join(root, icon!)), icon).toBe(true);
    }
    for (const size of [16, 32, 48, 64, 128, 256, 512]) expect(existsSync(join(root, section('linux').icon!, `${size}x${size}.png`)), `${size}px`).toBe(true);
    const png = readFileSync(join(root, 'resources/icon.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
