import type { Kysely } from 'kysely';
import type { WelcomeBlock } from '@shared/contract/welcome-pages';
import { WELCOME_PAGE_LIMITS, WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { loadFieldAccessSettings } from '../access/field-access-settings';
import { hireFieldLevel } from '../access/hire-field-levels';
import type { GatewayDatabase } from '../db/schema';
import { readImageFacts } from '../files/image-facts';
import { recordIdOf, recordIdsOf } from '../onboarding/hires/record-ids';
import { badRequest } from '../onboarding/onboarding-access';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';
import type { StoredBlock } from './stored-blocks';

const PAGE_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * A page's blocks checked against the company before they are saved, as they will be stored: text
 * sanitised, an image read from its bytes (type, size, sides), named people active staff of the
 * company, form fields existing and editable by new hires for themselves. 400 naming each block's
 * field that fails, as `blocks.<index>.<field>`.
 */
export async function checkedBlocks(db: Kysely<GatewayDatabase>, companyId: string, blocks: readonly WelcomeBlock[]): Promise<StoredBlock[]> {
  const errors: Record<string, string[]> = {};
  const refuse = (path: string, message: string) => {
    errors[path] = [...(errors[path] ?? []), message];
  };
  const needsFields = blocks.some((block) => block.kind === 'form');
  const [settings, members] = await Promise.all([
    needsFields ? loadFieldAccessSettings(db, companyId) : undefined,
    activeStaff(
      db,
      companyId,
      blocks.flatMap((block) => (block.kind === 'people' ? block.userIds : [])),
    ),
  ]);

  const stored: StoredBlock[] = [];
  for (const [index, block] of blocks.entries()) {
    const at = `blocks.${index}`;
    switch (block.kind) {
      case 'text':
        stored.push({ ...block, html: sanitizeRichText(block.html) });
        break;
      case 'image': {
        const fileId = recordIdOf(block.fileId);
        const reading = fileId === null ? ({ found: false } as const) : await readImageFacts(db, companyId, fileId);
        if (!reading.found) refuse(`${at}.fileId`, WELCOME_PAGE_TEXT.imageNotFound);
        else if (reading.image === null || !PAGE_IMAGE_TYPES.includes(reading.image.contentType)) refuse(`${at}.fileId`, WELCOME_PAGE_TEXT.imageType);
        else if (reading.image.size > WELCOME_PAGE_LIMITS.imageBytes) refuse(`${at}.fileId`, WELCOME_PAGE_TEXT.imageTooLarge);
        else if (Math.max(reading.image.width, reading.image.height) > WELCOME_PAGE_LIMITS.imageSide) refuse(`${at}.fileId`, WELCOME_PAGE_TEXT.imageTooWide);
        else stored.push({ ...block, fileId: reading.image.fileId, width: reading.image.width, height: reading.image.height });
        break;
      }
      case 'people': {
        const userIds = block.userIds.map((id) => recordIdOf(id) ?? id);
        if (userIds.some((id) => !members.has(id))) refuse(`${at}.userIds`, WELCOME_PAGE_TEXT.personUnknown);
        stored.push({ ...block, userIds });
        break;
      }
      case 'form':
        for (const [keyIndex, key] of block.fieldKeys.entries()) {
          const access = settings?.employee.get(key);
          if (settings === undefined || access === undefined || access.field.archived)
            refuse(`${at}.fieldKeys.${keyIndex}`, WELCOME_PAGE_TEXT.formFieldUnknown(key));
          else if (hireFieldLevel(settings, 'self', key, false) !== 'edit') {
            refuse(`${at}.fieldKeys.${keyIndex}`, WELCOME_PAGE_TEXT.formFieldNotEditable(access.field.label));
          }
        }
        stored.push(block);
        break;
      default:
        stored.push(block);
    }
  }
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first[0] ?? WELCOME_PAGE_TEXT.personUnknown, errors);
  return stored;
}

async function activeStaff(db: Kysely<GatewayDatabase>, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  const wanted = recordIdsOf(ids);
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', wanted)
    .where('is_active', '=', true)
    .where('kind', '=', 'staff')
    .execute();
  return new Set(rows.map((row) => row.id));
}
