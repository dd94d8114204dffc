/** The rule editor's words: one place, as every target (plans, tasks, pages, emails) shows the same editor. */
export const RULE_EDITOR_TEXT = {
  legend: 'Who it applies to',
  everyone: 'Everyone',
  archived: (label: string) => `${label} (archived)`,
  noRule: 'No rule: it applies to every hire.',
  matching: (count: number) => (count === 1 ? 'Matches 1 current hire' : `Matches ${count.toLocaleString('en-GB')} current hires`),
  counting: 'Counting the hires it matches…',
  countFailed: 'The hires it matches could not be counted.',
  optionsFailed: 'The criteria could not be loaded.',
  hint: 'A hire matches when, for every criterion set here, they have one of its values.',
} as const;
