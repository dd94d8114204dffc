import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMegabytes } from '@renderer/lib/file-size';

describe('file sizes as every list shows them', () => {
  it('says bytes, kilobytes or megabytes with at most one decimal', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(2560)).toBe('2.5 KB');
    expect(formatFileSize(245_760)).toBe('240 KB');
    expect(formatFileSize(1_468_006)).toBe('1.4 MB');
  });

  it('says a limit in megabytes', () => {
    expect(formatMegabytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatMegabytes(2_621_440)).toBe('2.5 MB');
  });
});
