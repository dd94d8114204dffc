/** What the custom-field calls answer. */
export const FIELD_TEXT = {
  listed: 'Custom fields',
  created: (label: string) => `Field “${label}” added.`,
  updated: (label: string) => `Field “${label}” saved.`,
  archived: (label: string) => `Field “${label}” archived.`,
  restored: (label: string) => `Field “${label}” restored.`,
  notFound: 'That field does not exist.',
  stale: 'Someone else changed this field after you opened it. Reload to see their change, then save again.',
  invalid: 'Check the highlighted fields.',
  typeLocked: 'A field’s type cannot change after it is created. Add a new field instead.',
  optionsNeeded: 'Add at least one option.',
  optionsNotTaken: 'Only select fields have options.',
  optionTwice: (label: string) => `“${label}” is listed twice.`,
  optionUnknown: 'That option does not exist; add it without a key.',
  rangeReversed: 'The smallest must not be more than the largest.',
  lengthNotTaken: 'Only text fields take a length.',
  boundsNotTaken: 'Only number fields take a smallest and largest value.',
  labelTaken: (label: string) => `A field named “${label}” already exists.`,
  inUse: (label: string, rules: number) =>
    `“${label}” is used by ${rules} ${rules === 1 ? 'rule' : 'rules'}. Remove it from ${rules === 1 ? 'that rule' : 'those rules'} first, then archive it.`,
  unknownField: 'This field does not exist or is archived.',
  userUnknown: 'Choose a person of the company.',
} as const;
