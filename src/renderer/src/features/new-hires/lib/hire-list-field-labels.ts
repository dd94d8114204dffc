import type { CustomField } from '@shared/contract/fields';

export const ARCHIVED_FIELD_SUFFIX = '(archived)';

/**
 * The active fields, then the archived ones, each in the order given: the list offers archived
 * fields as filters and columns, since hires keep their values, but after the ones in use.
 */
export const activeThenArchived = (fields: readonly CustomField[]): CustomField[] => [
  ...fields.filter((field) => !field.archived),
  ...fields.filter((field) => field.archived),
];

/** A field's name in the list's filters, columns and column chooser, marked when it is archived. */
export const fieldListLabel = (field: CustomField): string => (field.archived ? `${field.label} ${ARCHIVED_FIELD_SUFFIX}` : field.label);
