/** The device label of a session (src/domain/player/device.ts), from real browsers' User-Agent headers. */
import { describe, expect, it } from 'vitest';
import { DEVICE_LABEL_MAX, deviceLabel } from '../../src/domain/player/device.ts';

describe('deviceLabel', () => {
  it('names browser, major version, system and platform', () => {
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.8078.73 Safari/537.36'))
      .toBe('Chrome 156 · Linux · desktop');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'))
      .toBe('Safari 17 · iOS · mobile');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox 128 · Windows 10 · desktop');
  });

  it('answers null without a User-Agent, and keeps a long one short', () => {
    expect(deviceLabel(null)).toBeNull();
    expect(deviceLabel('')).toBeNull();
    expect(deviceLabel(`${'x'.repeat(5000)}`)?.length ?? 0).toBeLessThanOrEqual(DEVICE_LABEL_MAX);
  });
});
