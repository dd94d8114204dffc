import { z } from 'zod';
import { type WelcomeBlock, welcomeBlockSchema } from '@shared/contract/welcome-pages';

type ImageBlock = Extract<WelcomeBlock, { kind: 'image' }>;

/** A block as stored: an image keeps the sides its bytes gave when the page was saved, so no hire's page reads the bytes. */
export type StoredBlock = Exclude<WelcomeBlock, ImageBlock> | (ImageBlock & { width: number; height: number });

const storedImageSides = z.object({ width: z.number().int(), height: z.number().int() });

/** The stored JSON of a draft or version; a block that no longer reads as one is left out rather than failing the page. */
export function storedBlocksOf(json: string): StoredBlock[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown): StoredBlock[] => {
    const block = welcomeBlockSchema.safeParse(item);
    if (!block.success) return [];
    if (block.data.kind !== 'image') return [block.data];
    const sides = storedImageSides.safeParse(item);
    return sides.success ? [{ ...block.data, ...sides.data }] : [];
  });
}

/** The blocks as the editor writes them: an image's stored sides are the gateway's own. */
export function writtenBlocks(blocks: readonly StoredBlock[]): WelcomeBlock[] {
  return blocks.map((block) => {
    if (block.kind !== 'image') return block;
    const { width: _width, height: _height, ...written } = block;
    return written;
  });
}

/** Two block lists say the same, whatever the blocks' ids. */
export function sameBlocksIgnoringIds(a: readonly StoredBlock[], b: readonly StoredBlock[]): boolean {
  const withoutIds = (blocks: readonly StoredBlock[]) => JSON.stringify(writtenBlocks(blocks).map(({ id: _id, ...rest }) => rest));
  return withoutIds(a) === withoutIds(b);
}

/** The stored files a page's blocks show. */
export function imageFileIds(blocks: readonly StoredBlock[]): string[] {
  return [...new Set(blocks.flatMap((block) => (block.kind === 'image' ? [block.fileId] : [])))];
}
